-- The track analytics' SCORM list finds the SCORM materials of a learning task's course by course (the course
-- editor's own reads go by module). The attempts are read newest first by their primary key within the packages.
create index course_materials_scorm on course_materials (client_id, course_id) where kind = 'scorm';
