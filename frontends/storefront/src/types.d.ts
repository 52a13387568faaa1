declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.css';
declare const __webpack_public_path__: string;
