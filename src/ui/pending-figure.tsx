import { pendingFigure } from '@/lib/format/money'

/**
 * A figure's place while its answer is on its way, alone in its cell: an element of its own, so the
 * figure replaces it. A text changed in place that moves (a right-aligned one) counts as a layout shift.
 */
export const PendingFigure = () => <span>{pendingFigure}</span>
