import { domAnimation } from 'framer-motion'

/** Loaded after first paint: LazyMotion renders without animation features until this arrives. */
export default domAnimation
