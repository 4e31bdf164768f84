import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { contractPromptsAtom, dismissContractPromptAtom } from '@/features/agent/agent-atoms'
import { ConfirmDialog } from '@/ui'

/**
 * SPEC §2/§4: on home, once member info is renewed, pending agent contracts each ask in turn,
 * Cancel or Go. Checked again on every visit to home and whenever the session or type changes.
 * `held` keeps them back while another dialog (the popup list) is up: one dialog at a time.
 */
export default function ContractPrompts({ held }: { held: boolean }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const prompts = useAtomValue(contractPromptsAtom)
  const dismiss = useSetAtom(dismissContractPromptAtom)

  const current = prompts[0]
  return (
    <ConfirmDialog
      open={current !== undefined && !held}
      message={current ? t(current.messageKey) : ''}
      confirmLabel={t('contract.go')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        dismiss(true)
        if (current) navigate(current.route)
      }}
      onCancel={() => dismiss(false)}
    />
  )
}
