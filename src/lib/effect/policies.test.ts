import { describe, expect, it } from 'vitest'
import { limits, policies } from './policies'

/**
 * The SPEC's numbers written out once more, beside the one place that holds them: the timing
 * tests read `policies`, so they follow a changed value and cannot notice it. A value changed by
 * mistake fails here; a rule the SPEC changes is changed in both.
 */
describe('SPEC §9 (and §2) numbers', () => {
  it.each([
    ['banner autoplay', policies.bannerAutoplay, 5000],
    ['hot search delay', policies.hotSearchDelay, 500],
    ['hot search loading', policies.hotSearchLoading, 10_000],
    ['game list search loading', policies.gameListSearchLoading, 3000],
    ['loading toast', policies.toastLoading, 10_000],
    ['please-wait toast (9999 s)', policies.toastPleaseWait, 9_999_000],
    ['saved toast', policies.toastSaved, 1000],
    ['default toast', policies.toastDefault, 1500],
    ['long toast', policies.toastLong, 8000],
    ['mark-read throttle', policies.markReadThrottle, 150],
    ['unread throttle', policies.unreadThrottle, 250],
    ['SMS countdown tick', policies.smsTick, 500],
    ['SMS countdown start (s)', policies.smsInitialSeconds, 60],
    ['hot list debounce', policies.hotListReloadDebounce, 250],
    ['help debounce', policies.helpReloadDebounce, 200],
    ['language revalidation debounce', policies.languageRevalidateDebounce, 200],
    ['slot search debounce', policies.slotSearchDebounce, 400],
    ['language refresh debounce', policies.languageRefreshDebounce, 250],
    ['infinite scroll threshold (px)', policies.infiniteScrollThresholdPx, 300],
    ['infinite scroll throttle (§2)', policies.infiniteScrollThrottle, 1000],
    ['swipe back (px)', policies.swipeBackThresholdPx, 100],
    ['lazy load ahead (px)', policies.lazyLoadAheadPx, 100],
    ['lazy load scroll throttle', policies.lazyLoadScrollThrottle, 300],
    ['lazy loader delay', policies.lazyLoaderDelay, 200],
    ['task frame delay', policies.taskFrameDelay, 150],
    ['task frame after load', policies.taskFrameAfterLoad, 100],
    ['route fade', policies.routeFade, 300],
    ['marquee (fps)', policies.marqueeFps, 30],
    ['dialog ignores the mask', policies.dialogMaskGuard, 300],
    ['long press', policies.longPress, 370],
    ['press-in', policies.pressIn, 130],
    ['press-out', policies.pressOut, 100],
    ['winner board scroll speed (§2)', policies.winnerBoardScrollSpeed, 1000],
    ['free_reject on deposit (§5)', policies.freeRejectToast, 2000],
    ['favourites page (list)', limits.favouritesPageSize, 25],
    ['favourite ids page (ids and home fetch)', limits.favouriteIdsPageSize, 100],
    ['game page', limits.gamePageSize, 25],
    ['winner board limit', limits.winnerBoardLimit, 100],
    ['winner board scrolls above', limits.winnerBoardScrollAbove, 6],
    ['login footer hot games', limits.loginFooterHotGames, 4],
    ['vendor list more control above', limits.moreGamesAbove, 6],
    ['unread badge cap', limits.unreadBadgeCap, 99],
    ['feedback min', limits.feedbackMin, 20],
    ['feedback max', limits.feedbackMax, 200],
    ['captcha min', limits.captchaMin, 1],
    ['captcha max', limits.captchaMax, 16],
    ['comment max', limits.commentMax, 140],
    ['upload max (bytes)', limits.uploadMaxBytes, 5 * 1024 * 1024],
    ['upload max images', limits.uploadMaxImages, 3],
    ['header scroll threshold (units)', limits.headerScrollThresholdUnits, 0.5],
    ['popup px per rem', limits.designUnitPx, 100],
  ])('%s', (_, value, spec) => {
    expect(value).toBe(spec)
  })
})
