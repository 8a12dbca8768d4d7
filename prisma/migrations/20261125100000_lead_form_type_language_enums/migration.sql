-- The form and the language of a lead as enums (prisma/schema.prisma FormType, Language):
-- the database refuses a value no code knows, and the server reads them typed instead of
-- casting strings (docs/decisions/0026-lead-read-model-and-exports.md). Every stored value is
-- one of these (the intake writes only the registry's keys and es/en); a row that is not
-- makes this migration fail rather than lose it.

-- CreateEnum
CREATE TYPE "FormType" AS ENUM ('contact', 'taxReturn', 'zzp', 'health', 'unemployment', 'ruling30', 'carImport', 'consultation', 'housingSearch');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('es', 'en');

-- AlterTable
ALTER TABLE "leads"
  ALTER COLUMN "form_type" SET DATA TYPE "FormType" USING "form_type"::"FormType",
  ALTER COLUMN "language" SET DATA TYPE "Language" USING "language"::"Language";
