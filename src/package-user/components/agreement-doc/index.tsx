import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchPolicies, fetchPolicy, type PolicyBrief } from '@/api/info'
import { IconArrowRight } from '@/components/ui'
import { policyTypeOf } from '@/domain/info'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { RichContent, hasRichContent } from '@/components/rich-content'
import './agreement-doc.scss'
import '@/i18n/locales/info'

export interface AgreementDocProps {
  /** The page's `type` parameter: USER_AGREEMENT (default), PRIVACY_POLICY, PURCHASE_NOTICE, ACCOUNT_CANCELLATION. */
  readonly type: string | undefined
}

/**
 * The agreement page's body: the shop's policy document of the chosen type from the gateway, in
 * the current language, as sanitised rich text; links to the shop's other documents below.
 */
export function AgreementDoc({ type }: AgreementDocProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const policyType = policyTypeOf(type)
  const doc = useServerData(['policy', policyType, locale], () => fetchPolicy(policyType))
  // The other documents are a convenience: without them the page still shows its own.
  const list = useServerData(['policies', locale], () => fetchPolicies().catch((): PolicyBrief[] => []))
  const others = list.status === 'ready' ? list.data.filter((item) => item.policyType !== policyType) : []

  return (
    <View className='agreement-doc' data-type={policyType}>
      {doc.status === 'loading' && <StatusView kind='loading' />}
      {doc.status === 'error' && <StatusView kind='error' message={t('info.agreement.loadFailed')} onRetry={doc.reload} />}
      {doc.status === 'ready' && (
        <View className='agreement-doc__card'>
          <Text className='agreement-doc__title'>{doc.data.title || t(`info.agreement.types.${policyType}`)}</Text>
          {doc.data.version && (
            <Text className='agreement-doc__version'>{t('info.agreement.version', { version: doc.data.version })}</Text>
          )}
          {hasRichContent(doc.data.content) ? (
            <RichContent className='agreement-doc__content' html={doc.data.content} />
          ) : (
            <StatusView kind='empty' message={t('info.agreement.empty')} />
          )}
        </View>
      )}
      {doc.status !== 'loading' && others.length > 0 && (
        <View className='agreement-doc__others'>
          <Text className='agreement-doc__others-heading'>{t('info.agreement.others')}</Text>
          <View className='agreement-doc__others-card'>
            {others.map((item) => (
              <View
                key={item.policyType}
                className={`agreement-doc__other agreement-doc__other--${item.policyType}`}
                role='link'
                onClick={() => void openPage('agreement', { type: item.policyType }, { replace: true })}
              >
                <Text className='agreement-doc__other-name'>{item.title || t(`info.agreement.types.${item.policyType}`)}</Text>
                <IconArrowRight size={12} className='agreement-doc__chevron' />
              </View>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
