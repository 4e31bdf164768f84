/**
 * The CPU slowdown that makes this machine play Lighthouse's target phone, from the machine's
 * speed as Lighthouse measures it (benchmarkIndex, reported with every run).
 *
 * Lighthouse's default 4x is calibrated for a desktop of benchmarkIndex about 1533; on a slower
 * machine it plays a slower phone, on a faster one a faster phone (Lighthouse's docs/throttling.md,
 * "Calibrating the CPU slowdown"). This shared VM measures 1000-2900 from one hour to the next,
 * so the same build's blocking time under the default 4x moves tenfold. The points below are
 * those of the Lighthouse team's calculator (lighthouse-cpu-throttling-calculator, linked from that
 * document): 150 plays the phone unslowed, 800 at 2x, 1300 at 3x, then one more x per 233.
 */
/** Lighthouse's mobile CPU slowdown, the "4x CPU": every benchmark's slowed-down phone. */
export const lighthouseSlowdown = 4

export const calibratedSlowdown = (benchmarkIndex: number): number => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`benchmarkIndex ${benchmarkIndex}: too slow a machine to play Lighthouse's target phone`)
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500
  return 3 + (benchmarkIndex - 1300) / 233
}
