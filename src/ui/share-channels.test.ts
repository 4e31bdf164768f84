import { describe, expect, it } from 'vitest'
import { shareUrlOf } from './share-channels'

describe('share addresses', () => {
  const link = 'https://one.test/m/register?affiliateCode=C1'
  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fone.test%2Fm%2Fregister%3FaffiliateCode%3DC1'],
    ['messenger', 'fb-messenger://share/?link=https%3A%2F%2Fone.test%2Fm%2Fregister%3FaffiliateCode%3DC1'],
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fone.test%2Fm%2Fregister%3FaffiliateCode%3DC1&text=Join%20me'],
    ['whatsapp', 'https://wa.me/?text=Join%20me%20https%3A%2F%2Fone.test%2Fm%2Fregister%3FaffiliateCode%3DC1'],
    ['viber', 'viber://forward?text=Join%20me%20https%3A%2F%2Fone.test%2Fm%2Fregister%3FaffiliateCode%3DC1'],
  ] as const)('%s carries the link and the message', (channel, expected) => {
    expect(shareUrlOf(channel, link, 'Join me')).toBe(expected)
  })
})
