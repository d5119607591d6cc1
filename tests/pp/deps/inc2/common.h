#pragma once
#define COMMON 3
