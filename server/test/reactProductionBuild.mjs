// The server's tests render pages with the builds of React, MUI and Emotion that production uses (`npm start` sets
// NODE_ENV=production, server/productionMode.ts), not their development builds: those render several times slower
// and are what the screens' tests (the web project, in jsdom) exercise.
process.env.NODE_ENV = 'production'
