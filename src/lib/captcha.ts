import { Effect, Exit } from 'effect'
import { atom } from 'jotai'
import { captcha } from '@/domain/endpoints'
import { run } from '@/lib/effect/runtime'
import { call } from '@/lib/http/call'

/** The image as an `<img src>`: the platform sometimes sends bare base64 PNG. */
export const captchaSrc = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`)

/** A fresh captcha image each time (tapping the image asks again). */
export const loadCaptcha = call(captcha).pipe(Effect.map(({ image }) => captchaSrc(image)))

/**
 * One captcha on screen: its image (null until the first answer) and 'ask for a new one'. Each
 * form that shows a captcha makes its own pair, so login and feedback never show each other's.
 * A failed ask keeps the image shown; the user taps it again.
 */
export const makeCaptchaAtoms = () => {
  const image = atom<string | null>(null)
  const refresh = atom(null, async (_get, set) => {
    const exit = await run(loadCaptcha)
    if (Exit.isSuccess(exit)) set(image, exit.value)
  })
  return { image, refresh } as const
}
