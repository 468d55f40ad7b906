// Start-up, stage 1a (see src/index.tsx): Redux Toolkit, RTK Query's React entry, React-Redux and Immer, evaluated
// in a task of their own before the API object and the slices that use them.
export { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit'
export { createApi } from '@reduxjs/toolkit/query/react'
export { Provider } from 'react-redux'
