export * from './exam-client/exam-client.machine'
export * from './semi-final/semi-final.machine'
