import type { KycPopup } from '@/features/account/kyc-schema'
import { Modal } from '@/ui'
import { OperatorHtml } from '@/ui/operator-html'
import type { GateAnswer } from './identity-gate'

/**
 * The operator's identity-check popup: its title, its HTML (through the sanitiser) and its button
 * texts. A mandatory one offers only 'verify'; a skippable one also its 'not now'.
 */
export default function IdentityPopup({
  popup,
  mandatory,
  onAnswer,
}: {
  readonly popup: KycPopup
  readonly mandatory: boolean
  readonly onAnswer: (answer: GateAnswer) => void
}) {
  return (
    <Modal
      open
      title={popup.title}
      onClose={() => onAnswer('close')}
      closeOnMask={!mandatory}
      buttons={[
        ...(mandatory ? [] : [{ label: popup.notVerifyButtonDesc, onClick: () => onAnswer('later'), variant: 'secondary' as const }]),
        { label: popup.verifyButtonDesc, onClick: () => onAnswer('verify'), variant: 'primary' as const, autoFocus: true },
      ]}
    >
      <OperatorHtml html={popup.content} className="identity-popup" />
    </Modal>
  )
}
