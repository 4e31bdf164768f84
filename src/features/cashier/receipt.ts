import { base64Of, compressImage, jpegName, type Shrink } from '@/lib/image/image-upload'

/** PLATFORM.md §3: the operator's app sends receipts as JPEG of quality 0.6, at most 720 px wide. */
const receiptShrink: Shrink = { maxWidth: 720, quality: 0.6 }

/** A payment receipt as the cashier takes it: made smaller, as a JPEG data URL, with its name. */
export const receiptImage = async (file: File) => ({
  image: await base64Of(await compressImage(file, receiptShrink)),
  fileName: jpegName(file),
})
