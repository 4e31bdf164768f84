import { addDays, dayOf, keptDays, type Day } from '../src/domain/date-range'
import { depositStates, type DepositRecord, type WithdrawRecord } from '../src/features/cashier/records-schema'
import {
  transactionTypeIds,
  type AccountRecord,
  type BetCategory,
  type BetDetail,
  type BetRecord,
  type TransactionType,
} from '../src/features/records/records-schema'
import { bankWithdrawCharge } from '../fixtures/cashier'
import { gameAt } from '../fixtures/games'
import { vendorOf, vendorOffers } from '../fixtures/vendors'
import { seededRandom, type SeededRandom } from '../fixtures/random'

/**
 * Every member's money movements for the last 90 days, generated from a seed per member and day:
 * the same rows on every run, 35 to 45 a day (so a 30-day range holds over 1,000), a running
 * balance that never goes below zero, and every type of the account record's filter. The deposit
 * and withdraw records are drawn from the same rows, so the three screens agree.
 */

/** Money rows; the moves of the mall's points are the point ledger's (point-ledger.ts). */
type RowType = Exclude<TransactionType, '' | 'point'>

/** How often each type comes up in a day (betting and winning most). */
const weights: ReadonlyArray<readonly [RowType, number]> = [
  ['betting', 40],
  ['winning', 26],
  ['deposit', 5],
  ['withdraw', 3],
  ['dividend', 2],
  ['betting_rebate', 4],
  ['agent_rebate', 3],
  ['share_bonus', 2],
  ['daily_wage', 2],
  ['hour_wage', 3],
  ['referral_rebate', 2],
  ['other', 6],
]
const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0)
const pickType = (random: SeededRandom): RowType => {
  let roll = random.next() * totalWeight
  for (const [type, weight] of weights) {
    roll -= weight
    if (roll < 0) return type
  }
  return 'betting'
}

/** English names, as the platform sends them for language EN (the app shows its own translation). */
const typeNames: Readonly<Record<RowType, string>> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  betting: 'Betting',
  winning: 'Winning',
  dividend: 'Promotion',
  betting_rebate: 'Betting rebate',
  agent_rebate: 'Agent rebate',
  share_bonus: 'Share bonus',
  daily_wage: 'Daily wage',
  hour_wage: 'Hourly wage',
  referral_rebate: 'Referral rebate',
  other: 'Other',
}

export const depositMethodNames = ['GCash', 'Maya', 'Bank transfer', 'USDT (TRC20)'] as const
const games = ['PG · Mahjong Ways', 'PP · Gates of Olympus', 'JILI · Super Ace', 'EVO · Baccarat', 'SABA · Football']
/** PLATFORM.md §5: remark codes the screen rewrites (ASSUMED meaning: to and from a game wallet). */
export const transferRemarks = { toGame: '8102', fromGame: '8202' } as const

export const cents = (amount: number) => Math.round(amount * 100) / 100
export const hash = (text: string) => [...text].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) | 0, 7)
export const dayNumber = (day: Day) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
export const localMidnight = (day: Day) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date).getTime()
}

/** One row's amount: money in positive; a debit the balance cannot cover becomes a deposit. */
const amountOf = (type: RowType, random: SeededRandom, balance: number): { type: RowType; amount: number } => {
  switch (type) {
    case 'betting': {
      const stake = random.pick([10, 20, 50, 100, 200, 500])
      return stake <= balance ? { type, amount: -stake } : { type: 'deposit', amount: 1000 }
    }
    case 'withdraw': {
      const amount = random.pick([200, 500, 1000, 2000])
      return amount <= balance ? { type, amount: -amount } : { type: 'deposit', amount: 1000 }
    }
    case 'other': {
      const amount = random.pick([100, 300, 500])
      return random.chance(0.5) && amount <= balance ? { type, amount: -amount } : { type, amount }
    }
    case 'winning':
      return { type, amount: cents(random.int(5, 300) + random.next()) }
    case 'deposit': {
      const amount = random.pick([100, 200, 500, 1000, 2000, 5000])
      // A member well in funds takes money out instead, so the balance stays a player's.
      return balance > 20_000 ? { type: 'withdraw', amount: -5000 } : { type, amount }
    }
    case 'betting_rebate':
      return { type, amount: cents(random.next() * 50 + 0.5) }
    case 'dividend':
      return { type, amount: random.int(50, 500) }
    case 'agent_rebate':
      return { type, amount: cents(random.int(10, 300) + random.next()) }
    case 'share_bonus':
      return { type, amount: random.int(20, 200) }
    case 'daily_wage':
      return { type, amount: random.int(50, 300) }
    case 'hour_wage':
      return { type, amount: random.int(5, 50) }
    case 'referral_rebate':
      return { type, amount: random.int(10, 100) }
  }
}

const remarkOf = (type: RowType, amount: number, random: SeededRandom): string | null => {
  switch (type) {
    case 'betting':
    case 'winning':
      return random.pick(games)
    case 'deposit':
      return random.pick(depositMethodNames)
    case 'withdraw':
      return 'BDO ****7801'
    case 'other':
      return amount < 0 ? transferRemarks.toGame : transferRemarks.fromGame
    default:
      return null
  }
}

const prefixes: Readonly<Record<RowType, string>> = {
  deposit: 'D',
  withdraw: 'W',
  betting: 'B',
  winning: 'P',
  dividend: 'A',
  betting_rebate: 'R',
  agent_rebate: 'G',
  share_bonus: 'S',
  daily_wage: 'Y',
  hour_wage: 'H',
  referral_rebate: 'F',
  other: 'T',
}

/** Per member: the rows made for one day's 'today' (a new day makes them again). */
const cache = new Map<string, { readonly today: Day; readonly rows: ReadonlyArray<AccountRecord> }>()

/**
 * A member's rows from 90 days ago until now, oldest first. Made once per member and day; today's
 * rows after `now` are left out (they have not happened yet).
 */
export const accountRowsOf = (userName: string, now = Date.now()): ReadonlyArray<AccountRecord> => {
  const today = dayOf(new Date(now))
  const cached = cache.get(userName)
  if (cached?.today === today) return cached.rows.filter((row) => row.txTimeInTimestamp <= now)
  const rows: AccountRecord[] = []
  let balance = 5000
  for (let back = keptDays - 1; back >= 0; back--) {
    const day = addDays(today, -back)
    const random = seededRandom(hash(userName) ^ dayNumber(day))
    const count = random.int(35, 45)
    const times = Array.from({ length: count }, () => random.int(0, 86_399)).sort((a, b) => a - b)
    times.forEach((second, index) => {
      const { type, amount } = amountOf(pickType(random), random, balance)
      balance = cents(balance + amount)
      const stamp = day.replaceAll('-', '').slice(2)
      rows.push({
        txId: `${hash(userName) & 0xffff}-${dayNumber(day)}-${index}`,
        txTypeId: transactionTypeIds[type],
        txTypeName: typeNames[type],
        orderNo: `${prefixes[type]}${stamp}${String(index).padStart(3, '0')}${random.int(100, 999)}`,
        remark: remarkOf(type, amount, random),
        txTimeInTimestamp: localMidnight(day) + second * 1000,
        amount,
        currentAvailBalance: balance,
        customerName: userName,
      })
    })
  }
  cache.set(userName, { today, rows })
  return rows.filter((row) => row.txTimeInTimestamp <= now)
}

const promotions = ['Welcome bonus 100%', 'Daily reload 10%']
/** A number from a row's id, to vary what the row's deposit or withdrawal looks like. */
const variant = (row: AccountRecord, spread: number) => Math.abs(hash(row.txId)) % spread

/**
 * The deposits behind the account record's deposit rows (successful), and the attempts that did
 * not go through before some of them (failed, expired or cancelled: not in the account record).
 */
export const depositRecordsOf = (userName: string, now = Date.now()): ReadonlyArray<DepositRecord> =>
  accountRowsOf(userName, now)
    .filter((row) => row.txTypeId === transactionTypeIds.deposit)
    .flatMap((row): DepositRecord[] => {
      const requestedAt = row.txTimeInTimestamp - (2 + variant(row, 9)) * 60_000
      const deposit: DepositRecord = {
        depositId: row.orderNo,
        depositMethod: row.remark ?? 'GCash',
        depositDate: requestedAt,
        requestedAmount: row.amount,
        amount: row.amount,
        reimbursementAmount: 0,
        customerBankCharge: 0,
        promotionName: variant(row, 5) === 0 ? (promotions[variant(row, 2)] ?? null) : null,
        refId: `REF${row.orderNo.slice(1)}`,
        actualDepositDate: row.txTimeInTimestamp,
        remark: null,
        state: depositStates.success,
        depositSlip: 'N',
        accelerationStatus: 'NA',
        accelerateAvailabilityStart: null,
        accelerateAvailabilityEnd: null,
      }
      const unsuccessful = (['failed', 'expired', 'cancelled'] as const)[variant(row, 12)]
      if (unsuccessful === undefined) return [deposit]
      const attempt: DepositRecord = {
        ...deposit,
        depositId: `${row.orderNo}X`,
        depositDate: requestedAt - 20 * 60_000,
        refId: null,
        actualDepositDate: null,
        promotionName: null,
        state: depositStates[unsuccessful],
        remark: unsuccessful === 'failed' ? 'Payment not received' : null,
      }
      return [attempt, deposit]
    })

/** The withdrawals behind the account record's withdraw rows, and some the cashier refused. */
export const withdrawRecordsOf = (userName: string, now = Date.now()): ReadonlyArray<WithdrawRecord> =>
  accountRowsOf(userName, now)
    .filter((row) => row.txTypeId === transactionTypeIds.withdraw)
    .flatMap((row): WithdrawRecord[] => {
      const amount = -row.amount
      const withdrawal: WithdrawRecord = {
        withdrawId: row.orderNo,
        withdrawDate: row.txTimeInTimestamp,
        methodName: 'BDO Unibank',
        accountNo: '**** 7801',
        amount,
        charge: bankWithdrawCharge,
        actualAmount: amount - bankWithdrawCharge,
        state: 'SUCCESS',
        remark: null,
      }
      if (variant(row, 6) !== 0) return [withdrawal]
      const refused: WithdrawRecord = {
        ...withdrawal,
        withdrawId: `${row.orderNo}X`,
        withdrawDate: row.txTimeInTimestamp - 45 * 60_000,
        state: 'REJECTED',
        remark: 'Account name does not match',
      }
      return [refused, withdrawal]
    })

/** Bets a day per category (the betting record's tabs). */
const betsPerDay: Readonly<Record<BetCategory, readonly [number, number]>> = {
  RNG: [6, 12],
  LIVE: [2, 6],
  FISH: [1, 4],
  PVP: [1, 4],
  SPORTS: [1, 4],
  ELOTT: [2, 5],
}
/** How long a bet waits for its result; slots and the like settle at once. */
const settleAfterMs: Readonly<Record<BetCategory, number>> = {
  RNG: 0,
  LIVE: 60_000,
  FISH: 0,
  PVP: 120_000,
  SPORTS: 3 * 3_600_000,
  ELOTT: 10 * 60_000,
}
/** The vendor offers a category's bets come from (e-sports and cockfight are sports). */
const offersOf = (category: BetCategory) =>
  vendorOffers.filter((offer) => (category === 'SPORTS' ? offer.gameType === 'SPORTS' : offer.category === category))

const teams = ['Ginebra', 'San Miguel', 'Meralco', 'TNT', 'Magnolia', 'NLEX', 'Rain or Shine', 'Converge']
const leagues = ['PBA Governors Cup', 'English Premier League', 'NBA', 'MPL Philippines']
const betTypes = ['Handicap', 'Over/Under', '1X2', 'Moneyline']

const sportsLines = (random: SeededRandom, settled: boolean): BetDetail[] =>
  Array.from({ length: random.chance(0.7) ? 1 : random.int(2, 3) }, () => {
    const home = random.pick(teams)
    const away = random.pick(teams.filter((team) => team !== home))
    const score = () => `${random.int(0, 3)}-${random.int(0, 3)}`
    return {
      enBetPosName: random.pick([home, away, 'Over', 'Under']),
      hdp: random.chance(0.5) ? random.pick(['-0.5', '+1', '-1.5', '2.5']) : null,
      enBetTypeName: random.pick(betTypes),
      enMatchName: `${home} vs ${away}`,
      enLeagueName: random.pick(leagues),
      halfScore: settled ? score() : null,
      fullScore: settled ? score() : null,
      firstGoal: settled ? random.pick([home, away]) : null,
      lastGoal: settled ? random.pick([home, away]) : null,
    }
  })

/**
 * A member's bets in one category for the last 90 days until `now`, oldest first: each has a
 * vendor and game of the category, a stake, and once its result is in (at once for slots, three
 * hours for sports, ten minutes for e-lottery) a win, loss, tie or cancellation.
 */
export const betRowsOf = (userName: string, category: BetCategory, now = Date.now()): ReadonlyArray<BetRecord> => {
  const today = dayOf(new Date(now))
  const offers = offersOf(category)
  const rows: BetRecord[] = []
  for (let back = keptDays - 1; back >= 0; back--) {
    const day = addDays(today, -back)
    const random = seededRandom(hash(`${userName}|${category}`) ^ dayNumber(day))
    const [least, most] = betsPerDay[category]
    const times = Array.from({ length: random.int(least, most) }, () => random.int(0, 86_399)).sort((a, b) => a - b)
    times.forEach((second, index) => {
      const offer = random.pick(offers)
      const game = gameAt(offer.vassalage, offer.category, random.int(0, offer.games - 1))
      const betTime = localMidnight(day) + second * 1000
      if (betTime > now) return
      const settled = now - betTime >= settleAfterMs[category]
      const betAmount = random.pick([10, 20, 50, 100, 200, 500])
      const roll = random.next()
      const status = !settled ? 0 : roll < 0.4 ? 1 : roll < 0.9 ? 2 : roll < 0.97 ? 3 : 4
      const winAmount = status === 1 ? cents(betAmount * (1.2 + random.next() * 2)) : status === 3 || status === 4 ? betAmount : 0
      const odds = category === 'SPORTS' ? cents(1.5 + random.next()) : null
      rows.push({
        orderNo: `${category.slice(0, 2)}${day.replaceAll('-', '').slice(2)}${String(index).padStart(3, '0')}${random.int(1000, 9999)}`,
        accountType: offer.vassalage,
        vendorName: vendorOf(offer.vassalage).displayName,
        gameName: game.gameName || game.nodeName,
        betTime,
        settleTime: settled ? betTime + settleAfterMs[category] : null,
        betAmount,
        validBetAmount: status === 3 || status === 4 ? 0 : betAmount,
        winAmount,
        profitAndLoss: settled ? cents(winAmount - betAmount) : 0,
        status,
        ...(category === 'SPORTS' ? { odds, oddsType: 'Decimal', betDetails: sportsLines(random, settled) } : {}),
        ...(category === 'ELOTT'
          ? {
              numero: `${day.replaceAll('-', '')}-${String(random.int(1, 288)).padStart(3, '0')}`,
              betContent: random.pick(['Big', 'Small', 'Odd', 'Even', '3,7,9', '1-5']),
            }
          : {}),
      })
    })
  }
  return rows
}
