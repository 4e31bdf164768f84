import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../../tests/kit/render'
import { TeamKpiFooter } from './team-kpi-footer'

describe('TeamKpiFooter (SPEC §2 agent home footer)', () => {
  it("names each of today's four team figures and shows its count", () => {
    renderWithApp(
      <TeamKpiFooter kpi={{ teamLoginMemberCount: 126, teamBetMemberCount: 95, teamRegisterMemberCount: 3, teamOnlineCount: 1042 }} />,
    )
    const footer = screen.getByRole('region', { name: 'My team today' })
    const figures = within(footer)
      .getAllByRole('definition')
      .map((figure) => `${figure.previousElementSibling?.textContent ?? ''}: ${figure.textContent}`)
    expect(figures).toEqual(['Logged in: 126', 'Betting: 95', 'Registered: 3', 'Online: 1,042'])
  })
})
