import { http, HttpResponse } from 'msw'
import { hostileHtml } from '../fixtures/hostile-html'
import * as endpoints from '../src/features/messages/inbox-endpoints'
import type { Mail } from '../src/features/messages/inbox-schema'
import type { EndpointKit } from './handlers'
import { refuse } from './serve-endpoint'

/**
 * The inbox (docs/api-contract.md "Messages"): each member's mails with their read state,
 * deletion, reward claims and replies. Guests get the session-expired answer; trials (type 4) have
 * no inbox. The scenario's faults reach these calls through the chaos handler like any other
 * /wps call, before these handlers: a faulted call changes nothing. The reward claim is a money
 * call (`serve` keeps its answers by idempotency key: a replayed key is not claimed twice).
 */
export const inboxHandlers = ({ db, store, serve, expired, memberOf, platformNow }: EndpointKit) => {
  /** The member whose inbox a call reads, or the refusal: guests are logged out, trials have none. */
  const ownerOf = (request: Request) => {
    const account = memberOf(request)
    if (!account) return expired()
    if (account.member.type === 4) return refuse('INBOX_NOT_AVAILABLE', 'Trial accounts have no inbox')
    return account.member.userName
  }
  const mailsOf = (userName: string) => db.mails.findMany((q) => q.where({ userName })).sort((a, b) => b.sendTime - a.sendTime)
  /** Scenario hostileHtml: mail number i carries hostile payload i (cycling through the set). */
  const shown = (mail: Mail, index: number): Mail => {
    const { userName: _, ...rest } = mail as Mail & { userName?: string }
    return store.get().hostileHtml ? { ...rest, content: hostileHtml[index % hostileHtml.length]?.html ?? '' } : rest
  }
  /** The ids of one source that are this member's; any other id refuses the whole call. */
  const ownMails = (userName: string, ids: ReadonlyArray<string>, recordSource: string) => {
    const own = ids.map((inboxId) => db.mails.findFirst((q) => q.where({ userName, inboxId, recordSource })))
    return own.every((mail) => mail !== undefined) ? own : null
  }

  return [
    /** A member's mails as stored, the replies they sent and the campaign callbacks received, for tests and QA. */
    http.get('*/__harness/inbox', ({ request }) => {
      const userName = new URL(request.url).searchParams.get('user') ?? 'player01'
      return HttpResponse.json({
        mails: mailsOf(userName),
        replies: db.replies.findMany((q) => q.where({ userName })).sort((a, b) => a.at - b.at),
        clicks: db.campaignClicks.findMany((q) => q.where({ userName })).sort((a, b) => a.at - b.at),
      })
    }),

    ...serve(endpoints.inbox, ({ request, query }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      const size = query.size > 0 ? query.size : 20
      const all = mailsOf(owner)
      const from = (Math.max(1, query.page) - 1) * size
      return {
        content: all.slice(from, from + size).map((mail, index) => shown(mail, from + index)),
        totalPages: Math.ceil(all.length / size),
      }
    }),

    ...serve(endpoints.inboxUnreadCount, ({ request }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      // PLATFORM.md §7: `→ {value: n}`, a field of the answer's value.
      return { value: db.mails.findMany((q) => q.where({ userName: owner, read: false })).length }
    }),

    ...serve(endpoints.markInboxRead, ({ request, body }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      if (!ownMails(owner, body.ids, body.recordSource)) return refuse('INBOX_NOT_FOUND', 'Unknown error')
      for (const inboxId of body.ids) {
        db.mails.update((q) => q.where({ userName: owner, inboxId }), { data: (mail) => void (mail.read = true) })
      }
      return null
    }),

    ...serve(endpoints.deleteInbox, ({ request, body }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      if (!ownMails(owner, body.ids, body.recordSource)) return refuse('INBOX_NOT_FOUND', 'Unknown error')
      db.mails.deleteMany((q) => q.where({ userName: owner, inboxId: (id) => body.ids.includes(id) }))
      return null
    }),

    ...serve(endpoints.claimInboxReward, ({ request, body }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      const mail = ownMails(owner, [body.inboxId], body.recordSource)?.[0]
      const reward = mail?.metadata?.reward
      if (!mail || !reward) return refuse('INBOX_NO_REWARD', 'This mail has no reward')
      if (reward.claimed) return refuse('INBOX_REWARD_CLAIMED', 'This reward has already been claimed')
      // The platform's clock decides expiry (the fixtures' dates are fixed).
      if (reward.expiredDate <= platformNow()) return refuse('INBOX_REWARD_EXPIRED', 'This reward has expired')
      const result = { claimedMoney: reward.bonus ?? 0, claimedPoint: reward.points ?? 0, claimedTickets: [...(reward.tickets ?? [])] }
      db.mails.update((q) => q.where({ userName: owner, inboxId: body.inboxId }), {
        data: (stored) =>
          void (stored.metadata = {
            ...stored.metadata,
            reward: { ...reward, tickets: [...(reward.tickets ?? [])], claimed: true, ...result },
          }),
      })
      if (result.claimedMoney > 0) db.addToMain(owner, result.claimedMoney)
      return result
    }),

    // A campaign callback counts each call: the app is the one to send it once per login.
    ...serve(endpoints.inboxClickCallback, async ({ request, body }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      const delivered = db.mails.findFirst((q) => q.where({ userName: owner, inboxDeliveryId: body.inboxDeliveryId }))
      if (!delivered) return refuse('INBOX_NOT_FOUND', 'Unknown error')
      await db.campaignClicks.create({ ...body, userName: owner, at: db.tick() })
      return null
    }),

    ...serve(endpoints.replyInbox, async ({ request, body }) => {
      const owner = ownerOf(request)
      if (typeof owner !== 'string') return owner
      const mail = ownMails(owner, [body.inboxId], body.recordSource)?.[0]
      if (!mail?.canReply) return refuse('INBOX_NO_REPLY', 'This mail cannot be replied to')
      if (body.content.trim() === '') return refuse('INBOX_REPLY_EMPTY', 'Please write your reply')
      await db.replies.create({ ...body, userName: owner, at: db.tick() })
      return null
    }),
  ]
}
