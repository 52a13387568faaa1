// The server build renders markup only: stylesheets are the browser build's, so a CSS import is nothing here.
module.exports = () => 'export {};';
