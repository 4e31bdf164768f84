import { atom, useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { paths } from '@/lib/routes/paths'
import { Modal } from '@/ui'
import { useClosesOnNewPage } from './use-closes-on-new-page'

/** Open state of the affiliate button's agent modal (SPEC §2 Others). */
export const agentModalOpenAtom = atom(false)

/**
 * What the affiliate button shows an agent (SPEC §2 Others: "an agent-type session shows an agent
 * modal"): agents bring in players through their own area (open account, affiliate links), so the
 * modal says so and leads there. Closes on any route change.
 */
export function AgentModal() {
  const { t } = useTranslation()
  const [open, setOpen] = useAtom(agentModalOpenAtom)
  const [, navigate] = useLocation()
  useClosesOnNewPage(open, () => setOpen(false))
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('affiliate.agent_title')}
      buttons={[
        { label: t('ui:close'), onClick: () => setOpen(false), variant: 'secondary' },
        { label: t('affiliate.agent_area'), onClick: () => navigate(paths.agent), variant: 'primary', autoFocus: true },
      ]}
    >
      <p>{t('affiliate.agent_message')}</p>
    </Modal>
  )
}
