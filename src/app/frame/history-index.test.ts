import { describe, expect, it } from 'vitest'
import { hasAppHistory, installHistoryIndex } from './history-index'

describe('history index (Back stays in the app or goes home)', () => {
  it('counts pushes, keeps the number on replace, and knows the first entry', () => {
    history.replaceState({ foreign: true }, '', '/m/home') // an entry the app did not number yet
    installHistoryIndex()
    expect(history.state).toEqual({ foreign: true }) // installing writes no history entry
    expect(hasAppHistory()).toBe(false)
    history.pushState(null, '', '/m/notice')
    expect(hasAppHistory()).toBe(true)
    history.replaceState(null, '', '/m/notice?x=1') // a redirect keeps its place
    expect(hasAppHistory()).toBe(true)
    expect((history.state as { wpsIndex: number }).wpsIndex).toBe(1)
    history.pushState({ keep: 1 }, '', '/m/help')
    expect(history.state).toEqual({ keep: 1, wpsIndex: 2 })
  })
})
