import type { SeatMapLayout } from '@/domain/seat-map'

/**
 * A small theatre: stage on top, area A (2 rows of 5, seats 1-5 at x = 10..50) and area B
 * (1 row '1' numbered from 11, 4 seats at x = 110..140), seats 10 apart, seat size 8.
 */
export const SMALL: SeatMapLayout = {
  version: 1,
  venueId: 'V1',
  width: 200,
  height: 100,
  seatSize: 8,
  stage: { shape: 'rect', x: 0, y: 0, w: 100, h: 10, label: '舞台', labelEn: 'Stage' },
  seatCount: 14,
  stands: [
    {
      standId: '1F',
      name: '一楼',
      nameEn: 'Stalls',
      areas: [
        {
          areaId: 'A',
          name: 'A区',
          nameEn: 'Block A',
          seatCount: 10,
          rows: [
            { row: '1', first: 1, xy: [10, 30, 20, 30, 30, 30, 40, 30, 50, 30] },
            { row: '2', first: 1, xy: [10, 40, 20, 40, 30, 40, 40, 40, 50, 40] },
          ],
        },
      ],
    },
    {
      standId: '2F',
      name: '二楼',
      nameEn: 'Circle',
      areas: [
        {
          areaId: 'B',
          name: 'B区',
          nameEn: 'Block B',
          seatCount: 4,
          rows: [{ row: '1', first: 11, xy: [110, 60, 120, 60, 130, 60, 140, 60] }],
        },
      ],
    },
  ],
}
