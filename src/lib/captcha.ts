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
 * One captcha on screen: its image (null until the first answer), whether the last ask failed, and
 * 'ask for a new one'. Each form that shows a captcha makes its own, so login and feedback never
 * show each other's. A failed ask keeps the image shown; with none yet, the picture's place says
 * it can be tapped again (CaptchaImage).
 */
export const makeCaptchaAtoms = () => {
  const image = atom<string | null>(null)
  const failed = atom(false)
  const refresh = atom(null, async (_get, set) => {
    set(failed, false)
    const exit = await run(loadCaptcha)
    if (Exit.isSuccess(exit)) set(image, exit.value)
    else set(failed, true)
  })
  return { image, failed, refresh } as const
}
