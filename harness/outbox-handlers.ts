import { http, HttpResponse } from 'msw'
import { recipientWords, sentMailFixtures } from '../fixtures/outbox'
import * as endpoints from '../src/features/messages/outbox-endpoints'
import { mailContentMax, mailSubjectMax, type SentMail } from '../src/features/messages/outbox-schema'
import { madeBy, signedInAgent, teamMemberOf } from './agent-handlers'
import { teamOf } from './agent-team'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * Team mail (docs/harness.md "Team mail"): each agent's sent mail, the fixture's first and this
 * run's after, kept in memory until a harness reset. Whom a mail reaches is read from the agent's
 * generated team and the members the agent made, as the members list shows them.
 */
export const outboxHandlers = (kit: EndpointKit) => {
  const { serve, store, db, onReset, platformNow } = kit
  const agentOf = signedInAgent(kit)
  const startedAt = platformNow()
  const outboxes = new Map<string, SentMail[]>()
  let nextId = 1
  onReset(() => outboxes.clear())

  const teamSize = () => store.get().agentTeamSize
  const directMembers = (agent: string) => [
    ...madeBy(db, agent).map((member) => member.userName),
    ...teamOf(agent, teamSize())
      .filter((member) => member.parent === agent)
      .map((member) => member.userName),
  ]
  const wholeTeam = (agent: string) => madeBy(db, agent).length + teamOf(agent, teamSize()).length

  /** Whom a mail of this kind reaches: the platform's words and the head count; undefined for a name not in the team. */
  const recipientsOf = (agent: string, type: SentMail['recipientType'], userName?: string) => {
    if (type === 'ALL') return { recipients: recipientWords.ALL, recipientCount: wholeTeam(agent) }
    if (type === 'DIRECT') return { recipients: recipientWords.DIRECT, recipientCount: directMembers(agent).length }
    const member = userName === undefined ? undefined : teamMemberOf(db, agent, userName, teamSize())
    return member ? { recipients: member.userName, recipientCount: 1 } : undefined
  }

  /** The agent's outbox, newest first; the fixture's mails on the first look. */
  const outboxOf = (agent: string) => {
    const known = outboxes.get(agent)
    if (known) return known
    const seeded = sentMailFixtures.flatMap((fixture) => {
      const to = recipientsOf(agent, fixture.recipientType, directMembers(agent)[0])
      if (!to) return []
      return [
        {
          outboxId: `ob-${agent}-${nextId++}`,
          subject: fixture.subject,
          content: fixture.content,
          recipientType: fixture.recipientType,
          ...to,
          readCount: Math.floor(to.recipientCount * fixture.readShare),
          sendTime: startedAt - fixture.sentBefore,
        },
      ]
    })
    outboxes.set(agent, seeded)
    return seeded
  }

  return [
    /** Every agent's sent mail this run, for tests and QA. */
    http.get('*/__harness/outbox', () => HttpResponse.json({ outboxes: Object.fromEntries(outboxes) })),

    ...serve(endpoints.outbox, ({ request, query }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const mails = outboxOf(agent)
      return {
        content: mails.slice((query.page - 1) * query.size, query.page * query.size),
        totalPages: Math.ceil(mails.length / query.size),
      }
    }),

    ...serve(endpoints.availableRecipientTypes, ({ request }) => {
      const agent = agentOf(request)
      return agent instanceof Response ? agent : ['ALL', 'DIRECT', 'MEMBER']
    }),

    ...serve(endpoints.submitOutbox, ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const subject = body.subject.trim()
      const content = body.content.trim()
      if (subject === '' || content === '' || subject.length > mailSubjectMax || content.length > mailContentMax)
        return refuse('mail.invalid', 'Please enter a subject and a message')
      const to = recipientsOf(agent, body.recipientType, body.userName)
      if (!to) return refuse('mail.recipient.unknown', 'This member is not in your team')
      if (to.recipientCount === 0) return refuse('mail.recipient.none', 'There is no one to send this mail to')
      const mail: SentMail = {
        outboxId: `ob-${agent}-${nextId++}`,
        subject,
        content,
        recipientType: body.recipientType,
        ...to,
        readCount: 0,
        sendTime: platformNow(),
      }
      outboxes.set(agent, [mail, ...outboxOf(agent)])
      return { outboxId: mail.outboxId, recipientCount: mail.recipientCount }
    }),

    ...serve(endpoints.deleteOutbox, ({ request, body }) => {
      const agent = agentOf(request)
      if (agent instanceof Response) return agent
      const mails = outboxOf(agent)
      if (body.ids.length === 0 || body.ids.some((id) => !mails.some((mail) => mail.outboxId === id)))
        return refuse('mail.not.found', 'This mail no longer exists')
      outboxes.set(
        agent,
        mails.filter((mail) => !body.ids.includes(mail.outboxId)),
      )
      return null
    }),
  ]
}
