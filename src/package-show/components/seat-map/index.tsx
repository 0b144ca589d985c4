import { Text, View } from '@tarojs/components'
import { LoadFailure } from '@/components/status-view'
import type { Plan } from '@/domain/seat-map'
import { useT } from '@/i18n/use-t'
import { Legend, MapBox, Summary, Tools } from './picker-parts'
import { SeatList } from './seat-list'
import { useSeatMap, type SeatMapData } from './use-seat-map'
import { useSeatPicker } from './use-seat-picker'
import './seat-map.scss'
import '@/i18n/locales/seatmap'

export interface SeatPickerProps {
  readonly showId: string
  readonly sessionId: string
  /** The quantity chosen before (booking): exactly this many seats. */
  readonly quantity?: number
  /** The purchase limit, when the caller knows it; else the session's. */
  readonly limit?: number
  /** The price tier chosen before (booking): picked in the legend, where the best seats are looked for. */
  readonly seatPlanId?: string
}

/**
 * The pick-seat screen (issue 8 item 3): the venue on a canvas (overview of areas, then seats;
 * pinch, pan, wheel and buttons to zoom), a price legend, a best-available suggestion, the list
 * alternative, and the summary with confirm. Loading, error and not-a-seat-map states.
 */
export function SeatPicker(props: SeatPickerProps) {
  const t = useT()
  const { load, refresh } = useSeatMap(props.showId, props.sessionId)

  if (load.status === 'loading') {
    return (
      <View className='seat-picker seat-picker--loading' aria-busy aria-label={t('seatmap.loading')}>
        <View className='seat-picker__skeleton seat-picker__skeleton--legend' />
        <View className='seat-picker__skeleton seat-picker__skeleton--map' />
        <Text className='seat-picker__loading-text'>{t('seatmap.loading')}</Text>
      </View>
    )
  }
  if (load.status === 'error') {
    // The gateway answers 404 for a session whose show does not pick seats (or no such session).
    return (
      <LoadFailure
        error={load.error}
        notFound={t('seatmap.notSeated')}
        message={t('seatmap.loadFailed')}
        onRetry={load.retry}
        exit='back'
      />
    )
  }
  return <ReadySeatPicker {...props} data={load.data} refresh={refresh} />
}

interface ReadyProps extends SeatPickerProps {
  readonly data: SeatMapData
  readonly refresh: () => Promise<{ states: Uint8Array; plans: Plan[] } | null>
}

/** The picker once the map has loaded: the machine of domain/checkout/seat-picker (use-seat-picker), in parts. */
function ReadySeatPicker(props: ReadyProps) {
  const view = useSeatPicker(props)
  const { state, data } = view
  return (
    <View className='seat-picker'>
      {data.session?.sessionName && <Text className='seat-picker__session'>{data.session.sessionName}</Text>}
      <Legend view={view} />
      <MapBox view={view} />
      <Tools view={view} />
      {state.listOpen && (
        <SeatList
          table={data.table}
          plans={data.plans}
          planOfArea={data.planOfArea}
          states={state.states}
          selection={state.selection}
          area={state.openArea}
          areaName={view.areaName}
          standName={view.standName}
          onArea={view.chooseArea}
          onSeat={(seat) => view.dispatch({ type: 'seatTapped', seat })}
        />
      )}
      <Summary view={view} />
    </View>
  )
}
