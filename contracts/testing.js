module.exports = require('./dist/testing');
