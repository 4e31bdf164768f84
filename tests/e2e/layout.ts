import type { Locator, Page } from 'playwright-core'

/**
 * The placeholders a field cuts off (a single-line field does not wrap its hint: what does not fit
 * is lost), measured in the field's own font against the room inside its padding.
 */
export const cutPlaceholders = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.placeholder !== '' && input.getClientRects().length > 0)
      .filter((input) => {
        const style = getComputedStyle(input)
        context.font = style.font
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return context.measureText(input.placeholder).width > room + 1
      })
      .map((input) => input.placeholder)
  })

/**
 * The texts in and under the elements `elements` matches that their boxes cut off (an ellipsis, a
 * line clamp), read in one task, so a list that moves on (the winner board) is read as it stood;
 * none when all shows whole. A box holding no text (a tile's picture as it loads) cuts no text off.
 */
export const cutTextsIn = (elements: Locator) =>
  elements.evaluateAll((roots) =>
    roots
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter((each) => (each.textContent ?? '').trim() !== '')
      .filter((each) => each.scrollWidth > each.clientWidth + 1 || each.scrollHeight > each.clientHeight + 1)
      .map((each) => each.textContent ?? ''),
  )

/** cutTextsIn for one element, once it is there. */
export const cutTexts = async (element: Locator) => {
  await element.waitFor({ state: 'attached' })
  return cutTextsIn(element)
}

/**
 * The words of every element `elements` matches (a grid's tile names at once) that `fault` finds:
 * 'broken', split by a line break ('Kingmake' / 'r'); 'overflowing', wider than the element's box,
 * so that with no place to break it runs out of it (into the next cell of a grid).
 */
const faultyWords = (elements: Locator, fault: 'broken' | 'overflowing') =>
  elements.evaluateAll((roots, kind) => {
    const found: string[] = []
    for (const root of roots) {
      const style = getComputedStyle(root)
      const room = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const node = walker.currentNode as Text
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const faulty =
            kind === 'broken'
              ? new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1
              : range.getBoundingClientRect().width > room + 0.5
          if (faulty) found.push(match[0])
        }
      }
    }
    return found
  }, fault)

/** The words a line break splits: each word should sit on one line. */
export const brokenWords = (elements: Locator) => faultyWords(elements, 'broken')

/** The words wider than the box that holds them. */
export const overflowingWords = (elements: Locator) => faultyWords(elements, 'overflowing')

/**
 * How far `lower` sits below `upper`, in CSS pixels, both read from one layout: two boundingBox
 * calls are two round trips, and a block above settling between them moves one and not the other
 * (a CI run read 873 px against 872 for a gap that had not changed).
 */
export const gapBetween = async (upper: Locator, lower: Locator) => {
  const below = await lower.elementHandle()
  return upper.evaluate((top, other) => other!.getBoundingClientRect().y - top.getBoundingClientRect().y, below)
}
