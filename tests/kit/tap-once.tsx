import { useEffect } from 'react'

/** Stories only: taps a button by its text once it shows (to show a state that follows a tap). */
export function TapOnce({ text }: { text: string }) {
  useEffect(() => {
    const timer = setInterval(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === text)
      if (button) {
        clearInterval(timer)
        button.click()
      }
    }, 100)
    return () => clearInterval(timer)
  }, [text])
  return null
}
