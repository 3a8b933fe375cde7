import type { RequestHandler } from 'express'
import multer from 'multer'
import { AppError } from './app-error'

const readFields = multer({
  storage: multer.memoryStorage(),
  limits: { fields: 40, fieldSize: 64 * 1024, files: 0, parts: 40 },
}).none()

/**
 * Reads a multipart/form-data body of text fields into `req.body`, for the calls the specification
 * sends as form data (JSON and urlencoded bodies are read for every call). A file, too many fields
 * or a field too long is bad input; any other body passes through untouched.
 */
export const formFields: RequestHandler = (req, res, next) => {
  readFields(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) return next(new AppError('invalidInput'))
    next(error)
  })
}
