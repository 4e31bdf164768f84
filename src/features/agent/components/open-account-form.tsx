import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useWrite } from '@/lib/effect/use-write'
import { paths } from '@/lib/routes/paths'
import { TextField } from '@/ui/text-field'
import { SubmitRow } from '@/ui/submit-row'
import type { NewMemberType } from '../open-account-schema'
import { openAccountAtom } from '../open-account-atoms'
import type { AccountChecks } from './account-checks'
import { MemberTypeChoice } from './member-type-choice'
import { NewPasswordFields, newPasswordIssues } from './new-password-fields'
import { givenRebatesOf, leastRebates, RebateFields, rebateIssuesOf, type RebateLimit, type TypedRebates } from './rebate-fields'

/** The site's checks of a name and a password, and whether a name is taken already. */
export interface NewAccountChecks extends AccountChecks {
  /** Whether a name is taken already (asked on leaving the field). */
  readonly isTaken: (userName: string) => Promise<boolean>
}

/**
 * A new member under the agent (issue 15, /m/agentRegister; POST /wps/agent/downline, sealed): a
 * name checked as it is left, a password typed twice, a player or a sub-agent, and a rebate per
 * product within the agent's own. Whatever is wrong says so and keeps what was typed; Open is sent
 * once. Done, it says who was made and offers another or the team.
 */
export function OpenAccountForm({ limits, checks }: { readonly limits: ReadonlyArray<RebateLimit>; readonly checks: NewAccountChecks }) {
  const { t } = useTranslation(['agent', 'common'])
  const { send: open, busy, failure } = useWrite(openAccountAtom)
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [type, setType] = useState<NewMemberType>(0)
  const [rebates, setRebates] = useState<TypedRebates>(() => leastRebates(limits))
  const [taken, setTaken] = useState<string | null>(null)
  const [shown, setShown] = useState(false)
  const [made, setMade] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)

  const name = userName.trim()
  const nameKey = checks.issueOf('username', name) ?? (taken !== null && taken === name ? 'validation.username_exists' : null)
  const passwordIssues = newPasswordIssues(checks, password, confirm)
  const messageOf = (key: string | null, field: string) => (shown && key ? t(`common:${key}`, { field }) : null)

  const tellIfTaken = async () => {
    if (name === '' || checks.issueOf('username', name)) return
    if (await checks.isTaken(name)) setTaken(name)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    const invalid =
      nameKey || passwordIssues.password || passwordIssues.confirm || rebateIssuesOf(limits, rebates).some((entry) => entry.issue !== null)
    if (invalid) {
      // After the render that shows the messages: the first field that is wrong takes the focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    if (busy) return
    await open({ userName: name, password, type, configs: givenRebatesOf(limits, rebates) }, (answer) => setMade(answer.userName))
  }

  const another = () => {
    setUserName('')
    setPassword('')
    setConfirm('')
    setRebates(leastRebates(limits))
    setShown(false)
    setMade(null)
  }

  if (made !== null) {
    return (
      <div className="open-account__done" role="status">
        <p className="open-account__done-title">{t('open.made', { name: made })}</p>
        <p className="open-account__note">{t(type === 1 ? 'open.made_agent' : 'open.made_player')}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={another}>
          {t('open.another')}
        </button>
        <Link href={paths.memberTeam} className="btn btn-secondary btn-block">
          {t('members.my_members')}
        </Link>
      </div>
    )
  }

  return (
    <form ref={form} className="open-account__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('open.username')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={userName}
        onChange={(event) => setUserName(event.target.value)}
        onBlur={() => void tellIfTaken()}
        error={messageOf(nameKey, t('open.username'))}
      />
      <NewPasswordFields
        label={t('open.password')}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        checks={checks}
        shown={shown}
      />
      <MemberTypeChoice legend={t('open.type')} value={type} onChange={setType} />
      <h3 className="open-account__heading">{t('open.rebates')}</h3>
      <p className="open-account__note">{t('open.rebates_note')}</p>
      <RebateFields limits={limits} typed={rebates} onChange={setRebates} shown={shown} />
      <SubmitRow failure={failure} busy={busy} label={t('open.submit')} />
    </form>
  )
}
