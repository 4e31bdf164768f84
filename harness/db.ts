import { Collection } from '@msw/data'
import { Option, Schema } from 'effect'
import { accounts } from '../fixtures/accounts'
import { bankCardFixtures } from '../fixtures/member'
import { announcementReads, announcements } from '../fixtures/content'
import { favouriteFixtures, games, gameByNodeId, recentFixtures } from '../fixtures/games'
import { MemberInfo, Wallet, mainWalletTypeId } from '../src/domain/member'
import { cents } from './record-rows'
import { Announcement } from '../src/features/content/content-schema'
import { FeedbackRequest } from '../src/features/feedback/feedback-schema'
import { Game } from '../src/features/games/games-schema'
import { InboxClick, Mail, ReplyRequest } from '../src/features/messages/inbox-schema'
import { inboxFixtures } from '../fixtures/inbox'
import { seededLinks } from '../fixtures/agent-links'
import { AffiliateLink, NewMemberType } from '../src/features/agent/open-account-schema'
import { ContractKind, contractKinds, ContractLogEntry, type ContractTerms, CurrentContract } from '../src/features/agent/contract-schema'
import { seededContracts, seededMemberDividends } from '../fixtures/agent-contracts'
import { byListOrder, rebateProducts, teamOf } from './agent-team'

/** Collections are typed by the app's own Schemas, so the harness cannot drift from the decoder. */
const Account = Schema.Struct({
  member: MemberInfo,
  password: Schema.String,
  wallet: Wallet,
  mobile: Schema.String,
  countryDialingCode: Schema.String,
  firstTimeLogin: Schema.optional(Schema.Boolean),
  /** The scenario's member type does not apply (free-play trial accounts). */
  keepsType: Schema.optional(Schema.Boolean),
  /** The payment (withdrawal) password, none until the member sets one. */
  paymentPassword: Schema.optional(Schema.NullOr(Schema.String)),
  /** The security questions' answers, none until the member sets them. */
  securityAnswers: Schema.optional(Schema.Array(Schema.Struct({ questionId: Schema.String, answer: Schema.String }))),
  /** Google Authenticator: the secret proposed to the member, until a code proves it and it becomes the bound one. */
  authenticatorProposed: Schema.optional(Schema.String),
  authenticatorBound: Schema.optional(Schema.String),
})
const HarnessSession = Schema.Struct({ token: Schema.String, userName: Schema.String })
type HarnessSession = typeof HarnessSession.Type
/** Per-member game and notice state; `at` is a harness tick, so newest-first order is exact. */
const Favourite = Schema.Struct({ userName: Schema.String, nodeId: Schema.String, vendor: Schema.String, at: Schema.Number })
const RecentGame = Schema.Struct({ userName: Schema.String, nodeId: Schema.String, at: Schema.Number })
const AnnouncementRead = Schema.Struct({ userName: Schema.String, announcementId: Schema.String })
/** A bound bank card, with its full number (the platform answers only the last four digits). */
const StoredBankCard = Schema.Struct({
  userName: Schema.String,
  /** B bank card, E e-wallet, V crypto address. */
  type: Schema.Literals(['B', 'E', 'V']),
  bankCardId: Schema.String,
  bankCode: Schema.String,
  number: Schema.String,
  accountName: Schema.String,
  status: Schema.String,
})

/** A deposit order as the platform keeps it: the records area lists them. */
const StoredDeposit = Schema.Struct({
  depositId: Schema.String,
  userName: Schema.String,
  amount: Schema.Number,
  channelCode: Schema.String,
  channelName: Schema.String,
  promotionId: Schema.optional(Schema.String),
  status: Schema.Literals(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED']),
  createdAt: Schema.Number,
  expireTime: Schema.optional(Schema.Number),
  /** A bank-transfer order: its receipt came, and the member said they paid. */
  receipt: Schema.optional(Schema.Boolean),
  reportedPaid: Schema.optional(Schema.Boolean),
  /** The member asked the cashier to look now (the deposit record's "accelerate"). */
  reminded: Schema.optional(Schema.Boolean),
})

/** A withdrawal the member asked for in this run: the withdraw record lists it. */
const StoredWithdrawal = Schema.Struct({
  withdrawId: Schema.String,
  userName: Schema.String,
  amount: Schema.Number,
  charge: Schema.Number,
  methodName: Schema.String,
  accountNo: Schema.String,
  createdAt: Schema.Number,
})

/** A feedback as the platform received it (tests read them at GET /__harness/feedback); `at` orders them. */
const StoredFeedback = Schema.Struct({ ...FeedbackRequest.fields, userName: Schema.String, at: Schema.Number })

/** A mail in a member's inbox, with its read state and reward (claimed in place); a deleted one is removed. */
const StoredMail = Schema.Struct({ ...Mail.fields, userName: Schema.String })
/** A reply a member sent (tests read them at GET /__harness/inbox); `at` orders them. */
const StoredReply = Schema.Struct({ ...ReplyRequest.fields, userName: Schema.String, at: Schema.Number })
/** A campaign callback received (EMFE_playerInboxClickCallback): who opened which delivery. */
const StoredClick = Schema.Struct({ ...InboxClick.fields, userName: Schema.String, at: Schema.Number })

/** A rebate an agent set for one of its members in this run (agent-handlers.ts); the generated one until then. */
const StoredRebate = Schema.Struct({ agent: Schema.String, userName: Schema.String, type: Schema.String, rebateValue: Schema.Number })
/** Money an agent sent one of its members in this run: the member's balance is its generated one plus these. */
const StoredTransfer = Schema.Struct({
  transferId: Schema.String,
  agent: Schema.String,
  userName: Schema.String,
  amount: Schema.Number,
  createdAt: Schema.Number,
})

/** A member an agent opened an account for in this run (agent-open-account.ts): a direct member; its account is in `accounts`. */
const StoredMadeDownline = Schema.Struct({
  agent: Schema.String,
  userName: Schema.String,
  type: NewMemberType,
  createdAt: Schema.Number,
  /** A harness tick: newest first is exact when two share a millisecond. */
  at: Schema.Number,
})
/**
 * An agent's affiliate link as the platform keeps it (the fixtures' seeded ones, then those made in
 * this run), without its address: that is built on the asking request's origin.
 */
const { url, ...linkFields } = AffiliateLink.fields
const StoredLink = Schema.Struct({ ...linkFields, agent: Schema.String, at: Schema.Number })

/** A member's contract of one kind in force (agent-contracts.ts): the fixtures', or the terms last accepted in this run. */
const StoredContract = Schema.Struct({ userName: Schema.String, kind: ContractKind, ...CurrentContract.fields })
export type StoredContract = typeof StoredContract.Type
/**
 * A contract request an upline sent a member, and its outcome: the fixtures' accepted ones (how
 * each contract in force came), offers made in this run, and the scenario's requests once answered.
 */
const StoredContractRequest = Schema.Struct({
  ...ContractLogEntry.fields,
  kind: ContractKind,
  /** A harness tick: newest first is exact when two share a millisecond. */
  at: Schema.Number,
})
export type StoredContractRequest = typeof StoredContractRequest.Type

/** A dividend an agent paid one of its direct members for an ended period, in this run (agent-dividend.ts). */
const StoredDividendPayout = Schema.Struct({
  payoutId: Schema.String,
  agent: Schema.String,
  userName: Schema.String,
  periodId: Schema.String,
  amount: Schema.Number,
  paidAt: Schema.Number,
})

/** Where live sessions survive a reload: localStorage in the browser (so a QA login lasts), nowhere in Node. */
export interface SessionPersistence {
  readonly load: () => unknown
  readonly save: (sessions: ReadonlyArray<HarnessSession>) => void
}
export const memorySessions: SessionPersistence = { load: () => [], save: () => {} }
export const browserSessions = (key = 'harness:sessions'): SessionPersistence => ({
  load: () => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '[]')
    } catch {
      return []
    }
  },
  save: (sessions) => localStorage.setItem(key, JSON.stringify(sessions)),
})

export const makeDb = async (persistence: SessionPersistence = memorySessions) => {
  const accountsCollection = new Collection({ schema: Schema.toStandardSchemaV1(Account) })
  const sessions = new Collection({ schema: Schema.toStandardSchemaV1(HarnessSession) })
  for (const account of accounts) await accountsCollection.create(account)
  const saved = Schema.decodeUnknownOption(Schema.Array(HarnessSession))(persistence.load())
  for (const session of Option.getOrElse(saved, () => [])) await sessions.create(session)
  const gamesCollection = new Collection({ schema: Schema.toStandardSchemaV1(Game) })
  const announcementsCollection = new Collection({ schema: Schema.toStandardSchemaV1(Announcement) })
  const favourites = new Collection({ schema: Schema.toStandardSchemaV1(Favourite) })
  const recents = new Collection({ schema: Schema.toStandardSchemaV1(RecentGame) })
  const reads = new Collection({ schema: Schema.toStandardSchemaV1(AnnouncementRead) })
  const bankCards = new Collection({ schema: Schema.toStandardSchemaV1(StoredBankCard) })
  const deposits = new Collection({ schema: Schema.toStandardSchemaV1(StoredDeposit) })
  const withdrawals = new Collection({ schema: Schema.toStandardSchemaV1(StoredWithdrawal) })
  const feedback = new Collection({ schema: Schema.toStandardSchemaV1(StoredFeedback) })
  const mails = new Collection({ schema: Schema.toStandardSchemaV1(StoredMail) })
  const replies = new Collection({ schema: Schema.toStandardSchemaV1(StoredReply) })
  const campaignClicks = new Collection({ schema: Schema.toStandardSchemaV1(StoredClick) })
  const downlineRebates = new Collection({ schema: Schema.toStandardSchemaV1(StoredRebate) })
  const downlineTransfers = new Collection({ schema: Schema.toStandardSchemaV1(StoredTransfer) })
  const madeDownlines = new Collection({ schema: Schema.toStandardSchemaV1(StoredMadeDownline) })
  const affiliateLinks = new Collection({ schema: Schema.toStandardSchemaV1(StoredLink) })
  const contractsInForce = new Collection({ schema: Schema.toStandardSchemaV1(StoredContract) })
  const contractRequests = new Collection({ schema: Schema.toStandardSchemaV1(StoredContractRequest) })
  const dividendPayouts = new Collection({ schema: Schema.toStandardSchemaV1(StoredDividendPayout) })
  for (const game of games) await gamesCollection.create(game)
  for (const announcement of announcements) await announcementsCollection.create(announcement)
  let clock = 0
  const tick = () => ++clock
  /** Replaces a member's bank cards (type B) with these, held in the name given. */
  const setBankCards = async (
    userName: string,
    accountName: string,
    cards: ReadonlyArray<{ type?: 'B' | 'E' | 'V'; bankCode: string; number: string; status: string }>,
  ) => {
    bankCards.deleteMany((q) => q.where({ userName }))
    for (const { type = 'B', bankCode, number, status } of cards) {
      await bankCards.create({ userName, type, bankCardId: `card-${tick()}`, bankCode, number, accountName, status })
    }
  }
  /**
   * Favourites, recent games, read notices, the inboxes, agents' changes to their members, their
   * links, contracts and dividend payouts back to the fixtures (harness reset).
   */
  const resetMemberData = async () => {
    for (const collection of [
      favourites,
      recents,
      reads,
      bankCards,
      deposits,
      withdrawals,
      feedback,
      mails,
      replies,
      campaignClicks,
      downlineRebates,
      downlineTransfers,
      madeDownlines,
      affiliateLinks,
      contractsInForce,
      contractRequests,
      dividendPayouts,
    ])
      collection.clear()
    for (const [userName, inbox] of Object.entries(inboxFixtures)) {
      for (const mail of inbox) await mails.create({ ...mail, userName })
    }
    for (const [userName, cards] of Object.entries(bankCardFixtures)) {
      await setBankCards(userName, accounts.find((account) => account.member.userName === userName)?.member.payeeName ?? userName, cards)
    }
    for (const [userName, nodeIds] of Object.entries(favouriteFixtures)) {
      for (const nodeId of [...nodeIds].reverse()) {
        await favourites.create({ userName, nodeId, vendor: gameByNodeId(nodeId)?.vassalage ?? '', at: tick() })
      }
    }
    for (const [userName, nodeIds] of Object.entries(recentFixtures)) {
      for (const nodeId of [...nodeIds].reverse()) await recents.create({ userName, nodeId, at: tick() })
    }
    for (const [userName, ids] of Object.entries(announcementReads)) {
      for (const announcementId of ids) await reads.create({ userName, announcementId })
    }
    // Oldest first, so the ticks order them as their times do.
    const now = Date.now()
    for (const [agent, links] of Object.entries(seededLinks)) {
      for (const { rebateValue, createdDaysAgo, lifeDays, ...link } of [...links].reverse()) {
        const createdTime = now - createdDaysAgo * 86_400_000
        await affiliateLinks.create({
          ...link,
          agent,
          configs: rebateProducts.map((type) => ({ type, rebateValue })),
          createdTime,
          expiresAt: lifeDays === null ? null : createdTime + lifeDays * 86_400_000,
          at: tick(),
        })
      }
    }
    // Each contract in force, and the accepted request it came from (sent the day before), so the log shows how.
    const seedContract = async (
      userName: string,
      kind: ContractKind,
      { upline, terms, sinceDaysAgo }: { upline: string; terms: ContractTerms; sinceDaysAgo: number },
    ) => {
      const since = now - sinceDaysAgo * 86_400_000
      await contractsInForce.create({ userName, kind, contractId: `C-${kind}-${userName}`, upline, terms, since })
      await contractRequests.create({
        requestId: `R-${kind}-${userName}`,
        kind,
        from: upline,
        to: userName,
        terms,
        sentAt: since - 86_400_000,
        outcome: 'accepted',
        answeredAt: since,
        at: tick(),
      })
    }
    for (const [userName, contracts] of Object.entries(seededContracts)) {
      for (const kind of contractKinds) {
        const contract = contracts[kind]
        if (contract) await seedContract(userName, kind, contract)
      }
      // Every direct sub-agent of the account holds dividend terms from it (members list order), since
      // the later of the seeded day and its registration (the generated team as it grows).
      if (!contracts.dividend) continue
      const { terms, sinceDaysAgo } = seededMemberDividends
      const subAgents = teamOf(userName)
        .filter((member) => member.parent === userName && member.type === 1)
        .sort(byListOrder)
      for (const member of subAgents)
        await seedContract(member.userName, 'dividend', {
          upline: userName,
          terms,
          sinceDaysAgo: Math.min(sinceDaysAgo, member.registeredDaysAgo),
        })
    }
  }
  await resetMemberData()
  /** Accounts back to the fixtures: passwords changed, accounts registered or made by free play are undone. */
  const resetAccounts = async () => {
    accountsCollection.clear()
    for (const account of accounts) await accountsCollection.create(account)
  }
  /** One stored account changed in place (a function over the @msw/data draft). */
  const updateAccount = (userName: string, change: Parameters<typeof accountsCollection.update>[1]['data']) =>
    accountsCollection.update((q) => q.where({ member: { userName } }), { data: change })
  /** Money into (or, negative, out of) the member's main wallet, and so into their total. */
  const addToMain = (userName: string, amount: number) =>
    updateAccount(userName, (stored) => {
      stored.wallet = {
        ...stored.wallet,
        sumBalance: cents(stored.wallet.sumBalance + amount),
        ...(stored.wallet.balance
          ? {
              balance: stored.wallet.balance.map((entry) =>
                entry.accountTypeId === mainWalletTypeId ? { ...entry, availBalance: cents(entry.availBalance + amount) } : entry,
              ),
            }
          : {}),
      }
    })
  /**
   * A member the agent placed in its team in this run, opened by the agent or signed up with its
   * link: its type and a rebate per product (one decimal), newest first among the agent's members.
   */
  const addDownline = async (made: {
    readonly agent: string
    readonly userName: string
    readonly type: NewMemberType
    readonly configs: ReadonlyArray<{ readonly type: string; readonly rebateValue: number }>
    /** When, on the platform's clock. */
    readonly createdAt: number
  }) => {
    await madeDownlines.create({ agent: made.agent, userName: made.userName, type: made.type, createdAt: made.createdAt, at: tick() })
    for (const config of made.configs)
      await downlineRebates.create({
        agent: made.agent,
        userName: made.userName,
        type: config.type,
        rebateValue: Math.round(config.rebateValue * 10) / 10,
      })
  }
  /** The agent's link with this code (case as given) while it lives: not deleted, not expired. */
  const liveLink = (code: string, now = Date.now()) => {
    const link = code === '' ? undefined : affiliateLinks.findFirst((q) => q.where({ code }))
    return link && (link.expiresAt === null || link.expiresAt > now) ? link : undefined
  }
  /** A registration with a live link's code: one more for the link. */
  const noteLinkSignUp = async (code: string) => {
    if (!liveLink(code)) return
    await affiliateLinks.update((q) => q.where({ code }), {
      data: (stored) => {
        stored.registeredCount += 1
      },
    })
  }
  const saveSessions = () => persistence.save(sessions.all().map(({ token, userName }) => ({ token, userName })))
  return {
    accounts: accountsCollection,
    updateAccount,
    addToMain,
    sessions,
    games: gamesCollection,
    announcements: announcementsCollection,
    favourites,
    recents,
    reads,
    bankCards,
    deposits,
    withdrawals,
    feedback,
    mails,
    replies,
    campaignClicks,
    downlineRebates,
    downlineTransfers,
    madeDownlines,
    affiliateLinks,
    contractsInForce,
    contractRequests,
    dividendPayouts,
    addDownline,
    liveLink,
    noteLinkSignUp,
    tick,
    setBankCards,
    resetMemberData,
    resetAccounts,
    openSession: async (userName: string) => {
      const token = `tok-${crypto.randomUUID()}`
      await sessions.create({ token, userName })
      saveSessions()
      return token
    },
    endSession: (token: string) => {
      sessions.delete((q) => q.where({ token }))
      saveSessions()
    },
    /** Every session of one member (a self-exclusion signs them out everywhere). */
    endSessionsOf: (userName: string) => {
      sessions.deleteMany((q) => q.where({ userName }))
      saveSessions()
    },
    endAllSessions: () => {
      sessions.deleteMany((q) => q.where({ token: () => true }))
      saveSessions()
    },
  }
}
export type HarnessDb = Awaited<ReturnType<typeof makeDb>>
