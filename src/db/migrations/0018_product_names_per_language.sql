-- Product names per language: the one Spanish text becomes {es, en} (the seed then writes each language's name).
ALTER TABLE "products" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('es', "name", 'en', "name");
