import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { Option, Schema } from 'effect'
import { qaAccountUserName } from '../fixtures/accounts'
import { platformModuleIds, siteInfo, unreadFixture } from '../fixtures/site'
import { clubRankNames } from '../fixtures/vip'
import * as core from '../src/domain/endpoints'
import type { Resource } from '../src/domain/system'
import { moduleIds } from '../src/domain/feature-flags'
import { canDeposit } from '../src/domain/member'
import * as accountEndpoints from '../src/features/account/account-endpoints'
import * as messagesEndpoints from '../src/features/messages/messages-endpoints'
import type { HarnessKeys } from './crypto'
import { accountHandlers } from './account-handlers'
import { agentContractHandlers } from './agent-contracts'
import { agentSalaryHandlers } from './agent-salary'
import { agentDividendHandlers } from './agent-dividend'
import { agentHandlers } from './agent-handlers'
import { agentOpenAccountHandlers } from './agent-open-account'
import { agentRedRainHandlers } from './agent-red-rain'
import { contentHandlers } from './content-handlers'
import { feedbackHandlers } from './feedback-handlers'
import { inboxHandlers } from './inbox-handlers'
import { mallHandlers } from './mall-handlers'
import { missionsHandlers } from './missions-handlers'
import { promotionsHandlers } from './promotions-handlers'
import { referralHandlers } from './referral-handlers'
import { outboxHandlers } from './outbox-handlers'
import { rebateHandlers } from './rebate-handlers'
import { signInHandlers } from './sign-in-handlers'
import { welcomeHandlers } from './welcome-handlers'
import { rewardsHandlers } from './rewards-handlers'
import { termsHandlers } from './terms-handlers'
import type { HarnessDb, SessionPersistence } from './db'
import { escapeHtml } from './frame-pages'
import { gamesHandlers } from './games-handlers'
import { loginHandlers } from './login-handlers'
import { memberHandlers, walletAnswer } from './member-handlers'
import { securityHandlers } from './security-handlers'
import { passwordHandlers } from './password-handlers'
import { registerHandlers } from './register-handlers'
import { makeHumanChecks, type HumanChecks } from './human-check'
import { makeSmsGateway, type SmsGateway } from './sms'
import { makeCaptchas, type Captchas } from './captcha'
import { ScenarioPatch, type Scenario } from './scenario'
import { cashierHandlers } from './cashier-handlers'
import { recordsHandlers } from './records-handlers'
import { makePointLedger, type PointLedger } from './point-ledger'
import { makeResponsibleGaming, responsibleGamingHandlers, type ResponsibleGamingBook } from './responsible-gaming'
import { makeIdempotencyLedger, makeServe, platformClockOf, refuse, type Serve } from './serve-endpoint'
import type { ScenarioStore } from './store'

export interface HarnessContext {
  readonly store: ScenarioStore
  readonly db: HarnessDb
  readonly keys: HarnessKeys
  /** Filled with each served path's whitelabel module (the `ModuleId` the app sends), for test clients. */
  readonly modulesByPath: Map<string, string>
  /**
   * The second origin that serves the pages frames and chat open (launched games, the lottery
   * page, chat, the task page), so they cannot reach the app's storage. Unset (unit tests,
   * stories): the origin of the request that asks for the URL.
   */
  readonly frameOrigin?: string | undefined
}

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** PLATFORM.md §1.11's ids the app reads none of: sent beside the scenario's, as the platform does. */
const modulesTheAppDoesNotRead = platformModuleIds.filter((id) => !(moduleIds as ReadonlyArray<string>).includes(id))

/** Links are absolute, or paths of harness pages on the frame origin (the default task page). */
const resourcesOf = (links: Scenario['links'], frameUrl: (path: string) => string): Resource[] => {
  const entries: Array<[Resource['resourceType'], string]> = [
    ['TASK', links.task],
    ['LINE', links.line],
    ['TELEGRAM', links.telegram],
    ['AFFCS', links.affiliateService],
    ['IOS', links.ios],
    ['Android', links.android],
    ['MOBILECONFIG', links.mobileconfig],
    ['SPEEDTEST', links.speedTest],
    ['YOUTUBE', links.youtube],
    ['INSTAGRAM', links.instagram],
    ['FACEBOOK', links.facebook],
    ['TWITTER', links.twitter],
    ['TIKTOK', links.tiktok],
  ]
  return entries
    .filter(([, url]) => url !== '')
    .map(([resourceType, url]) => ({ resourceType, url: url.startsWith('/') ? frameUrl(url) : url }))
}

export const createHandlers = ({ store, db, keys, frameOrigin, modulesByPath }: HarnessContext): HttpHandler[] => {
  /** An address on the frame origin (or, without one, on the asking request's origin). */
  const frameUrl = (path: string, request?: Request) => new URL(path, frameOrigin ?? request?.url ?? 'http://localhost').href
  const sms = makeSmsGateway()
  const captchas = makeCaptchas()
  const humanChecks = makeHumanChecks()
  /** Per-area state (failed-login counts, challenges) that a harness reset clears. */
  const resetHooks: Array<() => void> = []
  /** Work a scenario change started (the QA account's set-up): its PUT answers once it is done. */
  const scenarioWork = new Set<Promise<unknown>>()
  let random = mulberry32(store.get().seed)
  let seed = store.get().seed

  /** The mall's points, which the account record lists the moves of. */
  const points = makePointLedger(platformClockOf(store))
  resetHooks.push(points.reset)
  /** The deposit limits and self-exclusions, which the cashier and the login obey. */
  const responsible = makeResponsibleGaming(db, () => store.get().depositLimits)
  resetHooks.push(responsible.reset)

  const ledger = makeIdempotencyLedger()
  const serve = makeServe({ store, keys, ledger, modulesByPath })
  const expired = () => refuse('SESSION_EXPIRED', 'The account has been logged out, please log in again', { status: 401 })

  /**
   * The member behind the Authorization header (or the token some calls also carry in their body
   * or query), with the scenario's member type laid over it.
   */
  const memberOf = (request: Request, fallbackToken?: string | null) => {
    const token = request.headers.get('Authorization') ?? fallbackToken
    const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined
    const account = session ? db.accounts.findFirst((q) => q.where({ member: { userName: session.userName } })) : undefined
    if (!account) return undefined
    // A session lives in its merchant (SPEC §4: a trial signs in under the trial merchant): named
    // under another, the platform does not know it.
    const merchant = request.headers.get('Merchant')
    if (merchant !== null && merchant !== account.member.merchantCode) return undefined
    const { memberType: type, noChatLabel } = store.get()
    // Free-play accounts are trials whatever QA plays; the fixture accounts take the scenario's
    // type and labels.
    if (account.keepsType) return account
    const member = {
      ...account.member,
      ...(type === 'guest' ? {} : { type }),
      ...(noChatLabel ? { memberLabel: [...account.member.memberLabel, { labelName: 'nochat' }] } : {}),
    }
    return { ...account, member }
  }

  /** The user name of the money member (types 0, 1, 2) a reward call is for, or the refusal. */
  const moneyMemberOf = (request: Request): string | Response => {
    const account = memberOf(request)
    if (!account) return expired()
    if (!canDeposit(account.member.type)) return refuse('free_reject', 'free-play account restriction')
    return account.member.userName
  }

  /** The scenario's faults, for the platform's calls and the lottery's (/lgw). */
  const faults = async ({ request }: { request: Request }) => {
    const scenario = store.get()
    if (scenario.seed !== seed) {
      seed = scenario.seed
      random = mulberry32(seed)
    }
    if (scenario.offline) return HttpResponse.error()
    // PLATFORM.md §1.1-1.2: the merchant exactly once; twice (joined by the Headers API) is refused.
    if (request.headers.get('Merchant')?.includes(',')) return refuse('function.not.available', 'Unknown error', { status: 400 })
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs)
    if (scenario.failNext > 0) {
      store.set({ failNext: scenario.failNext - 1 })
      return refuse('SERVICE_UNAVAILABLE', 'System upgrading, please try again later', { status: 503 })
    }
    const path = new URL(request.url).pathname
    if (scenario.failing.some((name) => name !== '' && path.endsWith(name))) {
      if (scenario.failingWith === '500') return refuse('INTERNAL', 'Unknown error', { status: 500 })
      // The gateway's refusal: its code, and its words for a message.
      return refuse(scenario.failingWith, scenario.failingWith.replace(/^#\d+ /, ''))
    }
    if (scenario.errorRate > 0 && random() < scenario.errorRate) {
      return refuse('INTERNAL', 'Unknown error', { status: 500 })
    }
    if (scenario.sessionExpired && request.headers.get('Authorization')) return expired()
    return undefined // no fault: fall through to the endpoint
  }
  const chaos = [http.all('*/wps/*', faults), http.all('*/lgw/*', faults)]

  const control = [
    http.get('*/__harness/scenario', () => HttpResponse.json(store.get())),
    http.put('*/__harness/scenario', async ({ request }) => {
      const patch = Schema.decodeUnknownOption(ScenarioPatch)(await request.json())
      return Option.match(patch, {
        onNone: () => HttpResponse.json({ error: 'invalid scenario patch' }, { status: 400 }),
        onSome: async (valid) => {
          const scenario = store.set(valid)
          await Promise.all(scenarioWork)
          return HttpResponse.json(scenario)
        },
      })
    }),
    /** The last SMS code sent to a number, as the phone would show it. */
    http.get('*/__harness/sms', ({ request }) => {
      const sent = sms.last(new URL(request.url).searchParams.get('mobile') ?? '')
      return sent ? HttpResponse.json(sent) : HttpResponse.json({ error: 'no code sent to this number' }, { status: 404 })
    }),
    http.post('*/__harness/reset', async () => {
      db.endAllSessions()
      sms.reset()
      captchas.reset()
      humanChecks.reset()
      ledger.reset()
      for (const hook of resetHooks) hook()
      await db.resetMemberData()
      await db.resetAccounts()
      return HttpResponse.json(store.reset())
    }),
    /** The answer of the last captcha issued, as a person reads it off the image. */
    http.get('*/__harness/captcha', () => {
      const answer = captchas.answer()
      return answer === null ? HttpResponse.json({ error: 'no captcha issued' }, { status: 404 }) : HttpResponse.json({ answer })
    }),
    /** Signs the QA account in and hands back its token (the panel opens the app with ?token=). */
    http.post('*/__harness/session', async () => HttpResponse.json({ token: await db.openSession(qaAccountUserName) })),
    /** Ends every session, as the platform does when an operator kicks members out. */
    http.delete('*/__harness/session', () => {
      db.endAllSessions()
      return HttpResponse.json({ ok: true })
    }),
  ]

  const endpoints = [
    ...serve(core.systemStatus, ({ request }) => {
      const scenario = store.get()
      return {
        maintenance: scenario.systemStatus === 1,
        regionRestriction: scenario.systemStatus === 2,
        location: { ip: '203.0.113.7' },
        info: {
          ...siteInfo,
          whitelabel: [...scenario.whitelabel, ...modulesTheAppDoesNotRead],
          mobileTemplate: scenario.mobileTemplate,
          resources: resourcesOf(scenario.links, (path) => frameUrl(path, request)),
          languages: scenario.languages,
          ...(scenario.identity
            ? { identity: { provider: 'hosted' as const, url: '/harness-identity', phoneAuth: scenario.identityPhone } }
            : {}),
        },
      }
    }),
    ...serve(core.publicKey, () => ({ publicKey: keys.publicKey })),
    ...serve(core.captcha, () => captchas.issue()),

    ...serve(accountEndpoints.logout, ({ request }) => {
      const token = request.headers.get('Authorization')
      if (token) db.endSession(token)
      return null
    }),

    ...serve(core.memberInfo, ({ request }) => memberOf(request)?.member ?? expired()),
    ...serve(core.wallet, ({ request }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const { transferWallet, currencyAfter } = store.get()
      return { ...walletAnswer(account.wallet, transferWallet), currencyPosition: currencyAfter ? 'B' : 'F' }
    }),

    // Live chat: a chat page on the frame origin stands in for the operator's chat service.
    ...serve(messagesEndpoints.launchChat, ({ request, query }) => {
      const account = memberOf(request)
      if (!account) return expired()
      const url = new URL(frameUrl('/harness-chat', request))
      url.search = new URLSearchParams({ player: account.member.userName, language: query.language, backUrl: query.backUrl }).toString()
      return { chatUrl: url.href }
    }),
    http.get('*/harness-chat', ({ request }) => {
      const asked = new URL(request.url).searchParams
      const page = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Live chat</title>
<body style="font-family:sans-serif;margin:0;padding:1rem"><h1>Live chat</h1><p>Signed in as <b>${escapeHtml(asked.get('player'))}</b> (${escapeHtml(asked.get('language'))})</p>
<p>An agent will be with you shortly.</p><a href="${escapeHtml(asked.get('backUrl'))}">Back to the app</a></body></html>`
      return new HttpResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }),

    // The operator's task page (the default TASK resource), on the frame origin.
    // It greets the member the token names, so a test sees the token arrive.
    http.get('*/harness-task', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token')
      const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined
      const who = session ? `Signed in as <b>${escapeHtml(session.userName)}</b>` : 'Not signed in'
      const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Tasks</title>
<body style="font-family:sans-serif;margin:0;padding:1rem"><h1>Tasks</h1><p>Daily tasks of the harness.</p><p>${who}</p></body></html>`
      return new HttpResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }),

    // The operator's VIP club, a separate page under the app's origin (SPEC §2: VIP opens
    // /vip/vip.html). Without it a tap on VIP would fall back to the app, which lands on home.
    http.get('*/vip/vip.html', () => {
      const ranks = clubRankNames.map((rank) => `<li>${rank}</li>`).join('')
      const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>VIP club</title>
<body style="font-family:sans-serif;margin:0;padding:1rem;background:#12141c;color:#f2f3f7"><h1>VIP club</h1>
<p>The operator's VIP page of the harness. Ranks, from the first:</p><ol>${ranks}</ol>
<p><a href="/m/home" style="color:#f5b335">Back to the app</a></p></body></html>`
      return new HttpResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }),

    ...serve(messagesEndpoints.chatUnread, ({ request }) => (memberOf(request) ? { unReadCount: unreadFixture.chat } : expired())),
  ]

  const kit: EndpointKit = {
    db,
    store,
    platformNow: platformClockOf(store),
    keys,
    sms,
    captchas,
    humanChecks,
    serve,
    expired,
    memberOf,
    moneyMemberOf,
    points,
    responsible,
    frameUrl,
    onReset: (hook) => resetHooks.push(hook),
    scenarioWork: (work) => {
      scenarioWork.add(work)
      void work.finally(() => scenarioWork.delete(work))
    },
  }
  return [
    ...control,
    ...chaos,
    ...endpoints,
    ...gamesHandlers(kit),
    ...contentHandlers(kit),
    ...accountHandlers(kit),
    ...loginHandlers(kit),
    ...registerHandlers(kit),
    ...passwordHandlers(kit),
    ...memberHandlers(kit),
    ...securityHandlers(kit),
    ...cashierHandlers(kit),
    ...recordsHandlers(kit),
    ...feedbackHandlers(kit),
    ...inboxHandlers(kit),
    ...promotionsHandlers(kit),
    ...rewardsHandlers(kit),
    ...rebateHandlers(kit),
    ...signInHandlers(kit),
    ...welcomeHandlers(kit),
    ...referralHandlers(kit),
    ...mallHandlers(kit),
    ...missionsHandlers(kit),
    ...termsHandlers(kit),
    ...agentHandlers(kit),
    ...agentOpenAccountHandlers(kit),
    ...agentRedRainHandlers(kit),
    ...outboxHandlers(kit),
    ...agentContractHandlers(kit),
    ...agentDividendHandlers(kit),
    ...agentSalaryHandlers(kit),
    ...responsibleGamingHandlers(kit),
  ]
}

/** What the per-area handler files (games, content) get from the core. */
export interface EndpointKit {
  readonly db: HarnessDb
  readonly store: ScenarioStore
  /**
   * The platform's clock: real time moved by the scenario's clockAheadMs. Every moment the harness
   * makes or compares (draws, expiries, records, the answers' Date) is on it, so moving it is, for
   * the app, time passing on the platform.
   */
  readonly platformNow: () => number
  /** The platform's RSA key pair: opens sealed login, register and password bodies. */
  readonly keys: HarnessKeys
  readonly sms: SmsGateway
  /** The captcha image issued last (login, feedback); a check spends it. */
  readonly captchas: Captchas
  /** The slider challenges and the passes they give (register, SMS codes behind the check). */
  readonly humanChecks: HumanChecks
  /** Registers state to clear on POST /__harness/reset. */
  readonly onReset: (hook: () => void) => void
  /** Work a scenario change started: the scenario's PUT waits for it, so QA's next step sees it done. */
  readonly scenarioWork: (work: Promise<unknown>) => void
  /** Answers a declared endpoint: the request checked by its schemas, the answer typed by its success schema. */
  readonly serve: Serve
  /** 401 with the platform's logged-out refusal. */
  readonly expired: () => Response
  readonly memberOf: (request: Request, fallbackToken?: string | null) => HarnessAccount | undefined
  /** The user name of the money member (types 0, 1, 2) a reward call is for; signed out or a free-play account: the refusal. */
  readonly moneyMemberOf: (request: Request) => string | Response
  /** Each member's points and their moves (the points mall, the account record's point moves). */
  readonly points: PointLedger
  /** Each member's deposit limits and self-exclusion (the cashier and the login obey them). */
  readonly responsible: ResponsibleGamingBook
  /** The address of a page on the frame origin (launched games, chat); falls back to the request's origin. */
  readonly frameUrl: (path: string, request?: Request) => string
}
type HarnessAccount = ReturnType<HarnessDb['accounts']['all']>[number]

/** Builds a complete harness: scenario store, seeded collections, key pair and handlers. */
export const createHarness = async (
  store: ScenarioStore,
  sessions?: SessionPersistence,
  { frameOrigin }: { frameOrigin?: string | undefined } = {},
) => {
  const { makeDb } = await import('./db')
  const { makeHarnessKeys } = await import('./crypto')
  const context = {
    store,
    db: await makeDb(sessions),
    keys: await makeHarnessKeys(),
    frameOrigin,
    modulesByPath: new Map<string, string>(),
  }
  return { ...context, handlers: createHandlers(context) }
}
