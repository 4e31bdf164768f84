/**
 * Where a share sheet sends a link (share-sheet.tsx), pure and table-tested: the apps a player in
 * the Philippines shares through, each by its public share address.
 */
export const shareChannels = ['facebook', 'messenger', 'telegram', 'whatsapp', 'viber'] as const
export type ShareChannel = (typeof shareChannels)[number]

export const shareUrlOf = (channel: ShareChannel, link: string, message: string): string => {
  const url = encodeURIComponent(link)
  const text = encodeURIComponent(`${message} ${link}`)
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'messenger':
      return `fb-messenger://share/?link=${url}`
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${encodeURIComponent(message)}`
    case 'whatsapp':
      return `https://wa.me/?text=${text}`
    case 'viber':
      return `viber://forward?text=${text}`
  }
}
