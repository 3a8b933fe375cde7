ALTER TABLE "exam_answers" DROP CONSTRAINT "exam_answers_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_answers" DROP CONSTRAINT "exam_answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_answers" DROP CONSTRAINT "exam_answers_question_id_exam_questions_id_fk";
