import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import type { MissionLeaderboard } from '../missions-schema'
import { OwnPlace } from './leaderboard-page'

const board = (me: MissionLeaderboard['me']): MissionLeaderboard => ({ periodName: 'Daily missions', periodEnd: null, list: [], me })

describe('the leaderboard: the member’s own place', () => {
  it('says the place and the prize it would pay, or to climb when it pays none, or how to get ranked', () => {
    const { unmount } = renderWithApp(<OwnPlace board={board({ rank: 8, points: 394, prize: 88 })} />)
    expect(screen.getByText('You are #8 with 394 points. Hold your place to win ₱88.')).toBeTruthy()
    unmount()
    const second = renderWithApp(<OwnPlace board={board({ rank: 14, points: 1_200, prize: 0 })} />)
    expect(screen.getByText('You are #14 with 1,200 points. Climb higher to win a prize.')).toBeTruthy()
    second.unmount()
    renderWithApp(<OwnPlace board={board({ rank: null, points: 0, prize: 0 })} />)
    expect(screen.getByText('Not ranked yet: complete missions to earn points.')).toBeTruthy()
    expect(screen.queryByText(/Prizes paid/)).toBeNull()
  })
})
