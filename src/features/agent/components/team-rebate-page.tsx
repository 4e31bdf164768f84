import { RebateReport } from './rebate-report-page'

/** The team rebate (/m/member/teamRebate): what the team's members earn from their own play. */
export default function TeamRebatePage() {
  return <RebateReport whose="team" />
}
