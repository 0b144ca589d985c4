import { ScrollView, Text, View } from '@tarojs/components'
import { useState, type ComponentType } from 'react'
import {
  DATE_PRESETS,
  SORT_OPTIONS,
  dayOf,
  pickedRange,
  type Category,
  type DateFilter,
  type DatePreset,
  type SortOption,
} from '@/domain/show-lists'
import { useT } from '@/i18n/use-t'
import type { CalendarProps } from './calendar'
import './show-filters.scss'
import '@/i18n/locales/shows'

/** How far ahead the calendar goes (days). */
export const CALENDAR_DAYS_AHEAD = 365
const DAY_MS = 24 * 60 * 60 * 1000

export interface ShowFiltersProps {
  readonly categories: readonly Category[]
  readonly category: string
  readonly onCategory: (code: string) => void
  readonly sort: SortOption
  readonly onSort: (sort: SortOption) => void
  readonly date: DateFilter
  readonly onDate: (date: DateFilter) => void
  /** Stick under the navigation bar while the list scrolls. */
  readonly sticky?: boolean
}

/** The day a NutUI range calendar confirms: ['2025', '06', '18', '2025-06-18', '星期三'] or a plain string. */
function dayFrom(value: unknown): string {
  if (Array.isArray(value)) return typeof value[3] === 'string' ? value[3] : value.slice(0, 3).join('-')
  return typeof value === 'string' ? value : ''
}

/**
 * NutUI's Calendar (with its popup and transition library) loads when the user first picks dates,
 * not with the lists: it is the largest part of the all-shows page and few use it.
 */
let LoadedCalendar: ComponentType<CalendarProps> | undefined
let calendarLoading: Promise<ComponentType<CalendarProps>> | undefined
const loadCalendar = () =>
  (calendarLoading ??= import('./calendar').then(
    (module) => (LoadedCalendar = module.Calendar),
    (error: unknown) => {
      calendarLoading = undefined
      throw error
    },
  ))

/**
 * The filters of the show lists (spec section 2, search and all shows): category tabs (the
 * gateway's or the built-in list), sort, and dates: presets (today, tomorrow, the weekend) or a
 * range picked on NutUI's calendar.
 */
export function ShowFilters({ categories, category, onCategory, sort, onSort, date, onDate, sticky = false }: ShowFiltersProps) {
  const t = useT()
  const [sortOpen, setSortOpen] = useState(false)
  const [calendarOpen, setCalendarOpen] = useState(false)
  const [Calendar, setCalendar] = useState(() => LoadedCalendar)
  const [today] = useState(() => Date.now())

  const categoryName = (item: Category) => item.displayName ?? t(`shows.category.${item.code}`)
  const presetActive = (preset: DatePreset) => date.kind === 'preset' && date.preset === preset
  const rangeLabel =
    date.kind === 'range'
      ? date.range.startDate === date.range.endDate
        ? date.range.startDate.slice(5)
        : t('shows.date.range', { start: date.range.startDate.slice(5), end: date.range.endDate.slice(5) })
      : t('shows.date.pick')

  return (
    <View className={`show-filters${sticky ? ' show-filters--sticky' : ''}`}>
      <ScrollView className='show-filters__categories' scrollX enhanced showScrollbar={false}>
        <View className='show-filters__category-row' role='tablist'>
          {categories.map((item) => (
            <View
              key={item.code}
              className={`show-filters__category${item.code === category ? ' show-filters__category--on' : ''}`}
              role='tab'
              aria-selected={item.code === category}
              data-code={item.code}
              onClick={() => item.code !== category && onCategory(item.code)}
            >
              <Text>{categoryName(item)}</Text>
            </View>
          ))}
        </View>
      </ScrollView>

      <View className='show-filters__row'>
        <View
          className={`show-filters__chip show-filters__sort${sortOpen ? ' show-filters__chip--open' : ''}`}
          role='button'
          aria-expanded={sortOpen}
          onClick={() => setSortOpen((open) => !open)}
        >
          <Text>{t(`shows.sort.${sort}`)}</Text>
          <Text className='show-filters__caret' aria-hidden />
        </View>
        <ScrollView className='show-filters__dates' scrollX enhanced showScrollbar={false}>
          <View className='show-filters__date-row'>
            {DATE_PRESETS.map((preset) => (
              <View
                key={preset}
                className={`show-filters__chip${presetActive(preset) ? ' show-filters__chip--on' : ''}`}
                role='radio'
                aria-checked={presetActive(preset)}
                data-date={preset}
                onClick={() => onDate({ kind: 'preset', preset })}
              >
                <Text>{t(`shows.date.${preset}`)}</Text>
              </View>
            ))}
            <View
              className={`show-filters__chip show-filters__pick${date.kind === 'range' ? ' show-filters__chip--on' : ''}`}
              role='button'
              data-date='pick'
              onClick={() => {
                setCalendarOpen(true)
                if (!Calendar)
                  loadCalendar().then(
                    (loaded) => setCalendar(() => loaded),
                    () => setCalendarOpen(false), // offline: the presets stay
                  )
              }}
            >
              <Text>{rangeLabel}</Text>
            </View>
          </View>
        </ScrollView>
      </View>

      {sortOpen && (
        <View className='show-filters__sort-menu' role='listbox'>
          {SORT_OPTIONS.map((option) => (
            <View
              key={option}
              className={`show-filters__sort-option${option === sort ? ' show-filters__sort-option--on' : ''}`}
              role='option'
              aria-selected={option === sort}
              data-sort={option}
              onClick={() => {
                setSortOpen(false)
                if (option !== sort) onSort(option)
              }}
            >
              <Text>{t(`shows.sort.${option}`)}</Text>
            </View>
          ))}
        </View>
      )}

      {calendarOpen && Calendar && (
        <Calendar
          visible
          type='range'
          title={t('shows.date.calendarTitle')}
          confirmText={t('shows.date.confirm')}
          startDate={dayOf(today)}
          endDate={dayOf(today + CALENDAR_DAYS_AHEAD * DAY_MS)}
          {...(date.kind === 'range' ? { defaultValue: [date.range.startDate, date.range.endDate] } : {})}
          onClose={() => setCalendarOpen(false)}
          onConfirm={(param: unknown) => {
            setCalendarOpen(false)
            const days = Array.isArray(param) ? param.map(dayFrom) : [dayFrom(param)]
            const range = pickedRange(days[0] ?? '', days[1])
            if (range) onDate({ kind: 'range', range })
          }}
        />
      )}
    </View>
  )
}
