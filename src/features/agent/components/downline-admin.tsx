import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSendFeedback } from '@/lib/effect/use-send-feedback'
import { ConfirmDialog, Modal, toast } from '@/ui'
import { SubmitRow } from '@/ui/submit-row'
import { TextField } from '@/ui/text-field'
import type { DownlineMember } from '../downline-schema'
import { nicknameDownlineAtom, passwordDownlineAtom, promoteDownlineAtom, type downlinesQuery } from '../team-atoms'
import type { AccountChecks } from './account-checks'
import { NewPasswordFields, newPasswordIssues } from './new-password-fields'

/**
 * A direct member's admin (PLATFORM.md §8 "downline admin"): the agent's own name for them, a new
 * login password, and a player made a sub-agent. Each is sent once; a refusal shows the platform's
 * words and keeps what was typed; done, the list is asked again.
 */

interface AdminProps {
  readonly member: DownlineMember
  readonly listAtom: ReturnType<typeof downlinesQuery>
  readonly onDone: () => void
}

/** One form's send (useSendFeedback: busy on its way, the refusal's words kept for the form); done, a toast and the list asked again. */
const useAdminSend = ({ member, listAtom, onDone }: AdminProps) => {
  const refreshList = useSetAtom(listAtom)
  const { busy, issue, send } = useSendFeedback(member, (done) => {
    toast.success(done)
    void refreshList('refresh')
    onDone()
  })
  return { busy, failure: issue, submit: send }
}

/** The agent's own name for a member, shown beside theirs in the list; empty clears it. */
export function NicknameDialog({ member, checks, listAtom, onDone }: AdminProps & { readonly checks: AccountChecks }) {
  const { t } = useTranslation(['agent', 'common'])
  const [nickname, setNickname] = useState(member.nickname ?? '')
  const [shown, setShown] = useState(false)
  const save = useSetAtom(nicknameDownlineAtom)
  const { busy, failure, submit } = useAdminSend({ member, listAtom, onDone })
  const given = nickname.trim()
  const issue = given === '' ? null : checks.issueOf('nickname', given)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || issue) return
    const done =
      given === '' ? t('members.nickname_cleared', { name: member.userName }) : t('members.nickname_saved', { name: member.userName })
    void submit(() => save({ userName: member.userName, nickname: given }), done)
  }

  return (
    <Modal open onClose={onDone} title={t('members.nickname_of', { name: member.userName })} className="team-dialog">
      <form className="team-transfer" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('members.nickname')}
          autoComplete="off"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          hint={t('members.nickname_hint')}
          error={shown && issue ? t(`common:${issue}`, { field: t('members.nickname') }) : null}
        />
        <SubmitRow failure={failure} busy={busy} label={t('members.save_nickname')} />
      </form>
    </Modal>
  )
}

/** A new login password for a member, typed twice; the member logs in with it from then on. */
export function PasswordDialog({ member, checks, listAtom, onDone }: AdminProps & { readonly checks: AccountChecks }) {
  const { t } = useTranslation(['agent', 'common'])
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [shown, setShown] = useState(false)
  const save = useSetAtom(passwordDownlineAtom)
  const { busy, failure, submit } = useAdminSend({ member, listAtom, onDone })
  const issues = newPasswordIssues(checks, password, confirm)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || issues.password || issues.confirm) return
    void submit(() => save({ userName: member.userName, password }), t('members.password_set', { name: member.userName }))
  }

  return (
    <Modal open onClose={onDone} title={t('members.password_of', { name: member.userName })} className="team-dialog">
      <form className="team-transfer" onSubmit={onSubmit} noValidate>
        <p className="team-rebates__note">{t('members.password_note')}</p>
        <NewPasswordFields
          label={t('members.new_password')}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          checks={checks}
          shown={shown}
        />
        <SubmitRow failure={failure} busy={busy} label={t('members.save_password')} />
      </form>
    </Modal>
  )
}

/** A player made a sub-agent, once the agent has said yes: they may then open accounts of their own. */
export function PromoteDialog({ member, listAtom, onDone }: AdminProps) {
  const { t } = useTranslation(['agent', 'common'])
  const promote = useSetAtom(promoteDownlineAtom)
  // A refusal keeps the question open with the platform's words, for another try or Cancel.
  const { failure, submit } = useAdminSend({ member, listAtom, onDone })
  const confirm = () => submit(() => promote({ userName: member.userName }), t('members.promoted', { name: member.userName }))
  return (
    <ConfirmDialog
      open
      title={t('members.promote_title', { name: member.userName })}
      message={t('members.promote_message')}
      confirmLabel={t('members.promote')}
      onConfirm={() => void confirm()}
      onCancel={onDone}
      failure={failure}
    />
  )
}
