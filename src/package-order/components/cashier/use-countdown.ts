export { useCountdown } from '@/components/countdown'
