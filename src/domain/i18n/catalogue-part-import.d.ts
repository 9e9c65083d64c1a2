// A catalogue imported with `?part=…` (see catalogue-parts.ts): in `vite build` only that part's keys, compiled;
// in dev and tests the whole source catalogue.
declare module '*?part=site' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*?part=pages' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*?part=workspace' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*?part=seeker' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*?part=machines' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
