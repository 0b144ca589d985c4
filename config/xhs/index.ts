// Placeholder until the Xiaohongshu platform plugin lands.
export default () => {}
