import {
  deleteSchoolStudent,
  getSchoolStudentList,
  importSchoolStudents,
  saveSchoolStudent,
  setSchoolStudentState,
} from '@spell/shared/api/study-plans/students'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { schoolOfUser } from '../school-console/school-access'
import {
  deleteStudent,
  importStudents,
  saveStudent,
  schoolStudentList,
  setStudentState,
} from './school-students.service'
import { presentSchoolStudent } from './study-plans.presenter'

const schoolTeacher = { access: ['schoolTeacher'] } as const

/** A school's student list; each student is normal or forbidden. */
export function schoolStudentRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, getSchoolStudentList, schoolTeacher, async ({ keyword }, { user }) =>
    (await schoolStudentList(db, await schoolOfUser(db, user.id), keyword)).map(presentSchoolStudent),
  )

  mountCall(router, saveSchoolStudent, schoolTeacher, async (input, { user }) => ({
    id: await saveStudent(db, user.id, input),
  }))

  mountCall(router, setSchoolStudentState, schoolTeacher, async ({ id, state }, { user }) => {
    await setStudentState(db, user.id, id, state)
    return null
  })

  mountCall(router, deleteSchoolStudent, schoolTeacher, async ({ id }, { user }) => {
    await deleteStudent(db, user.id, id)
    return null
  })

  mountCall(router, importSchoolStudents, schoolTeacher, async ({ rows }, { user, req }) => ({
    imported: await importStudents(db, await schoolOfUser(db, user.id), rows, req.lang),
  }))

  return router
}
