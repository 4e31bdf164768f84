import { Collection } from '@msw/data'
import { Option, Schema } from 'effect'
import { accounts } from '../fixtures/accounts'
import { MemberInfo, Wallet } from '../src/domain/member'

/** Collections are typed by the app's own Schemas, so the harness cannot drift from the decoder. */
const Account = Schema.Struct({ member: MemberInfo, password: Schema.String, wallet: Wallet })
const HarnessSession = Schema.Struct({ token: Schema.String, userName: Schema.String })
type HarnessSession = typeof HarnessSession.Type

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
  const saveSessions = () => persistence.save(sessions.all().map(({ token, userName }) => ({ token, userName })))
  return {
    accounts: accountsCollection,
    sessions,
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
    endAllSessions: () => {
      sessions.deleteMany((q) => q.where({ token: () => true }))
      saveSessions()
    },
  }
}
export type HarnessDb = Awaited<ReturnType<typeof makeDb>>
