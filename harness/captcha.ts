/**
 * The platform's image captcha (GET /wps/captcha), one for every form that asks for it (login after
 * repeated failures, feedback): the last image issued is the one that counts, and a check spends it,
 * right or wrong, as the platform does. `GET /__harness/captcha` reads its answer off the image.
 */

/** An equation captcha drawn as SVG (the platform's are images of an equation or characters). */
const captchaImage = (a: number, b: number) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f3f1e8"/><path d="M4 30 Q40 6 70 28 T118 14" stroke="#b9b2a0" fill="none"/><text x="60" y="30" font-family="monospace" font-size="22" text-anchor="middle" fill="#3a3326">${a} + ${b} = ?</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

export const makeCaptchas = () => {
  let answer: string | null = null
  let issued = 0
  return {
    /** A new image; the one before it no longer counts. */
    issue: () => {
      issued += 1
      const a = 1 + ((issued * 7) % 9)
      const b = 1 + ((issued * 5) % 9)
      answer = String(a + b)
      return { image: captchaImage(a, b) }
    },
    /** Whether `typed` answers the last image; the image is spent either way. */
    check: (typed: string) => {
      const right = answer !== null && typed === answer
      answer = null
      return right
    },
    /** The answer of the last image issued and not yet spent, as a person reads it off the image. */
    answer: () => answer,
    reset: () => {
      answer = null
    },
  }
}
export type Captchas = ReturnType<typeof makeCaptchas>
