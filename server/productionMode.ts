// Imported first by `npm start`: React and the renderer's other libraries pick their production builds at import
// (the development ones render several times slower), unless NODE_ENV says otherwise.
process.env.NODE_ENV ??= 'production'
