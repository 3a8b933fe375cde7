export * from './exam-client/exam-client.machine'
export * from './practice/practice.machine'
export * from './semi-final/semi-final.machine'
