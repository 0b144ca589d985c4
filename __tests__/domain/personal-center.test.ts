/** The Me tab's SERVICE_ENTRY block (PERSONAL_CENTER layout): the shop's services in its order. */
import { serviceBlock } from '@/domain/personal-center'

describe('serviceBlock', () => {
  it('reads the first SERVICE_ENTRY block, in the shop order, leaving out entries without a title or a link', () => {
    const components = [
      { componentType: 'BANNER', items: [{ navigateUrl: '/member' }] },
      {
        componentType: 'SERVICE_ENTRY',
        title: 'Services',
        items: [
          { key: 'parking', title: 'Parking', icon: 'parking', navigateUrl: '/parking' },
          { key: 'broken', title: '', navigateUrl: '/coupon' },
          { key: 'service', title: 'Help', icon: 'headset', navigateUrl: 'CUSTOMER_SERVICE' },
          'not an entry',
        ],
      },
    ]
    expect(serviceBlock(components)).toEqual({
      title: 'Services',
      items: [
        { key: 'parking', title: 'Parking', icon: 'parking', navigateUrl: '/parking' },
        { key: 'service', title: 'Help', icon: 'headset', navigateUrl: 'CUSTOMER_SERVICE' },
      ],
    })
  })

  it('has no block when the layout has none or only empty ones', () => {
    expect(serviceBlock(undefined)).toBeUndefined()
    expect(serviceBlock([{ componentType: 'SERVICE_ENTRY', items: [] }])).toBeUndefined()
    expect(serviceBlock([{ componentType: 'BANNER' }])).toBeUndefined()
  })
})
