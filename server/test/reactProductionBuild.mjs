// The server's tests render pages with the builds of React, MUI and Emotion that production uses (`npm start` sets
// NODE_ENV=production, server/productionMode.ts): what they check is the page a shopper or a bot is sent. The
// development builds' extra checks are the screens' tests' business (the web project, in jsdom).
process.env.NODE_ENV = 'production'
