export { failureText } from '@/components/feedback/failure-text'
