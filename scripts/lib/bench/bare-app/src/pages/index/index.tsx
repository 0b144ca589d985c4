import { View, Text, Image } from '@tarojs/components'
import { useLoad } from '@tarojs/taro'
import poster1 from '../../assets/poster-1.svg'
import poster2 from '../../assets/poster-2.svg'
import poster3 from '../../assets/poster-3.svg'
import poster4 from '../../assets/poster-4.svg'
import poster5 from '../../assets/poster-5.svg'
import './index.css'

const POSTERS = [poster1, poster2, poster3, poster4, poster5]
const NAMES = ['Midsummer Night Gala', 'Jazz by the Harbour', 'The Nutcracker', 'Symphony No. 9', 'Stand-up Comedy Live']

/** 20 cards, written in: the bare app fetches nothing. */
const CARDS = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  image: POSTERS[i % POSTERS.length],
  name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
  date: `2026.12.${String(i + 1).padStart(2, '0')} 19:30`,
  price: `¥${180 + i * 20}`,
}))

export default function Index() {
  useLoad(() => {
    console.log('Page loaded.')
  })

  return (
    <View className='index'>
      {CARDS.map((card) => (
        <View className='card' key={card.id}>
          <Image className='card-image' src={card.image} mode='aspectFill' />
          <View className='card-body'>
            <Text className='card-name'>{card.name}</Text>
            <Text className='card-date'>{card.date}</Text>
            <Text className='card-price'>{card.price}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
